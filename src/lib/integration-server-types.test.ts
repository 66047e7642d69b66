import { describe, expect, it } from 'vitest';
import { IntegrationServerInstanceType } from '#/api/schema.gen';
import { english, german } from '#/test/translate';
import {
  DEFAULT_INTEGRATION_SERVER_TYPE,
  integrationServerTypeName,
  integrationServerTypeNames,
  integrationServerTypeOptions,
} from './integration-server-types';

describe('integration server types', () => {
  it('names every type of the contract as SPEC 3 does', () => {
    const names = Object.fromEntries(
      Object.entries(integrationServerTypeNames).map(([type, key]) => [type, english(key)]),
    );
    expect(names).toEqual({
      0: 'Unknown',
      1: 'Remote Order Service',
      2: 'Data Extraction Service',
      3: 'Partner Services',
      4: 'Reporting Service',
    });
  });

  it('defaults to Remote Order Service (SPEC 9)', () => {
    expect(DEFAULT_INTEGRATION_SERVER_TYPE).toBe(IntegrationServerInstanceType.RemoteOrderService);
    expect(integrationServerTypeName(english, DEFAULT_INTEGRATION_SERVER_TYPE)).toBe('Remote Order Service');
    expect(integrationServerTypeName(german, DEFAULT_INTEGRATION_SERVER_TYPE)).toBe('Remote-Bestelldienst');
  });

  it('offers every type, services first, and no empty option', () => {
    expect(integrationServerTypeOptions(english)).toEqual([
      { value: 1, label: 'Remote Order Service' },
      { value: 2, label: 'Data Extraction Service' },
      { value: 3, label: 'Partner Services' },
      { value: 4, label: 'Reporting Service' },
      { value: 0, label: 'Unknown' },
    ]);
  });

  it('names a number it does not know Unknown, with the number', () => {
    expect(integrationServerTypeName(english, 7)).toBe('Unknown (7)');
    expect(integrationServerTypeName(german, 7)).toBe('Unbekannt (7)');
    expect(integrationServerTypeName(english, 0)).toBe('Unknown');
  });
});
