import { describe, expect, it } from 'vitest';
import { ServiceAccountType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import { SERVICE_ACCOUNT_TYPES, serviceAccountTypeName } from './service-account-types';

describe('service account types', () => {
  it('offers the seven types of SPEC 3 with the contract display names', () => {
    expect(SERVICE_ACCOUNT_TYPES.map((type) => serviceAccountTypeName(type, english))).toEqual([
      'POS Server',
      'ATP Uploader',
      'Test POS',
      'Install Service',
      'Readonly Sales',
      'Kappa Advert',
      'Integration Server',
    ]);
    expect(SERVICE_ACCOUNT_TYPES).not.toContain(ServiceAccountType.None);
  });

  it('names None, an unknown number and a missing type', () => {
    expect(serviceAccountTypeName(ServiceAccountType.None, english)).toBe('None');
    expect(serviceAccountTypeName(42 as ServiceAccountType, english)).toBe('42');
    expect(serviceAccountTypeName(null, english)).toBe('');
  });

  it('names the types in the console language', () => {
    expect(serviceAccountTypeName(ServiceAccountType.IntegrationServer, german)).toBe('Integrationsserver');
  });
});
