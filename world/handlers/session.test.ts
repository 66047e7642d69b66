import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { testWorld } from '../test-world';

describe('the service lists', () => {
  it('answers the locales, currencies, consent documents and audit types the contract states', async () => {
    const { call, world } = await testWorld();
    expect((await call('GET', '/api/locale')).body).toEqual(world.settings.locales);
    expect(world.settings.locales.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/currency')).body).toEqual(world.settings.currencies);
    const types = (await call<Schemas['AuditLogTypeDescription'][]>('GET', '/api/auditlog/descriptions')).body;
    expect(types.map((type) => type.enumName)).toContain('OrganisationInitialised');
    const documents = (
      await call<Schemas['ConsentDocument'][]>('GET', '/api/consentdocuments', { persona: 'anonymous' })
    ).body;
    expect(documents.map((document) => document.title)).toContain('Terms of Service');
  });
});
