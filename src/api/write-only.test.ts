import { describe, expect, it, vi } from 'vitest';
import { json } from '../test/api-answers';
import { createApiClient } from './client';
import { withoutProperties, writeOnlyNamesOf } from './write-only';

const clientAnswering = (body: unknown) =>
  createApiClient({ baseUrl: 'http://console.test', fetch: vi.fn(() => Promise.resolve(json(body))) });

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
});
