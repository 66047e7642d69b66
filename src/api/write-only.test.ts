import { describe, expect, it, vi } from 'vitest';
import { failureOf, json } from '#/test/api-answers';
import { createApiClient } from './client';
import { withoutProperties, writeOnlyNamesOf } from './write-only';

const clientAnswering = (body: unknown) =>
  createApiClient({ baseUrl: 'http://console.test', fetch: vi.fn(() => Promise.resolve(json(body))) });
const clientAnsweringWith = (answer: () => Response) =>
  createApiClient({ baseUrl: 'http://console.test', fetch: vi.fn(() => Promise.resolve(answer())) });

describe('answers never carry a writeOnly property', () => {
  it('drops a signing key a server still answers from a list, a record and a batch answer', async () => {
    const stored = { posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example', jwtSigningKey: 'k', hasKey: true };
    const listed = await clientAnswering([stored]).GET('/api/POSCoreInstance');
    expect(listed.data).toEqual([{ posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example', hasKey: true }]);
    const one = await clientAnswering(stored).GET('/api/posCoreInstance/{id}', { params: { path: { id: 'p1' } } });
    expect(one.data).not.toHaveProperty('jwtSigningKey');
    const saved = await clientAnswering({ changes: [stored], deletes: [] }).POST('/api/POSCoreInstance/batch', {
      body: { changes: [], deletes: [] },
    });
    expect(saved.data?.changes?.[0]).not.toHaveProperty('jwtSigningKey');
  });

  it('drops the integration secret and key, and a client secret', async () => {
    const integration = await clientAnswering([
      { name: 'R', uri: '', integrationServerInstanceType: 1, testInstance: false, jwtSigningKey: 'k', secret: 's' },
    ]).GET('/api/integrationServerInstance');
    expect(integration.data?.[0]).toEqual({
      name: 'R',
      uri: '',
      integrationServerInstanceType: 1,
      testInstance: false,
    });
    const clients = await clientAnswering([{ clientID: 'c', name: 'C', newClientSecret: 's' }]).GET('/api/client');
    expect(clients.data?.[0]).toEqual({ clientID: 'c', name: 'C' });
  });

  it('leaves the answers of other operations untouched: only those that can carry one are read twice', () => {
    expect(writeOnlyNamesOf('GET', '/api/user')).toBeUndefined();
    expect(writeOnlyNamesOf('get', '/api/POSCoreInstance')).toEqual(new Set(['jwtSigningKey']));
    const value = { a: [{ secret: 1, b: { secret: 2, c: 3 } }] };
    expect(withoutProperties(value, new Set(['secret']))).toEqual({ value: { a: [{ b: { c: 3 } }] }, dropped: true });
    expect(withoutProperties({ c: 3 }, new Set(['secret'])).dropped).toBe(false);
  });

  it('drops a signing key from the 409 body the failure carries (the current record of a stale save)', async () => {
    const current = { posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example', jwtSigningKey: 'k' };
    const body = { code: 'Conflict_RecordChanged', conflicts: [{ id: 'p1', current }] };
    const client = clientAnsweringWith(() => json(body, 409, 'Conflict'));
    const failure = await failureOf(client.POST('/api/POSCoreInstance/batch', { body: { changes: [], deletes: [] } }));
    expect(failure.status).toBe(409);
    expect(failure.code).toBe('Conflict_RecordChanged');
    expect(failure.body).toEqual({
      code: 'Conflict_RecordChanged',
      conflicts: [{ id: 'p1', current: { posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example' } }],
    });
  });

  it('drops a signing key from an answer that is JSON whatever its content type says', async () => {
    const stored = { posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example', jwtSigningKey: 'k' };
    const client = clientAnsweringWith(
      () => new Response(JSON.stringify([stored]), { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    );
    const listed = await client.GET('/api/POSCoreInstance');
    expect(listed.data).toEqual([{ posCoreInstanceID: 'p1', name: 'EU', uri: 'https://eu.example' }]);
  });

  it('leaves an answer that is not JSON as it came', async () => {
    const client = clientAnsweringWith(
      () =>
        new Response('No such instance', {
          status: 404,
          statusText: 'Not Found',
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const failure = await failureOf(client.GET('/api/posCoreInstance/{id}', { params: { path: { id: 'p1' } } }));
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('No such instance');
    expect(failure.body).toBe('No such instance');
  });
});
