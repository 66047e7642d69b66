import { describe, expect, it } from 'vitest';
import { describedColumns } from '#/lib/record-fields';
import { english } from '#/test/translate';
import {
  integrationServerFields,
  posCoreFields,
  type IntegrationServerInstanceChange,
  type PosCoreInstanceChange,
} from './server-record';

describe("the servers' fields", () => {
  it('takes the contract limits (name 32, uri 256, jwtSigningKey 128)', () => {
    expect(posCoreFields.name.maxLength).toBe(32);
    expect(posCoreFields.uri.maxLength).toBe(256);
    expect(posCoreFields.jwtSigningKey.maxLength).toBe(128);
    expect(integrationServerFields.name.maxLength).toBe(32);
  });

  it("give the POS Core Instances grid its fields' columns, Version and Errors being the screen's own (SPEC 9)", () => {
    expect(describedColumns<PosCoreInstanceChange, 'servers'>(english, posCoreFields)).toEqual([
      { key: 'posCoreInstanceID', header: english('servers.posCore.column.id'), width: 350, kind: 'readOnly' },
      { key: 'name', header: english('servers.posCore.column.name'), maxLength: 32, width: 300, kind: 'text' },
      { key: 'stagingUri', header: english('servers.posCore.column.staging'), width: 275, kind: 'readOnly' },
      { key: 'uri', header: english('servers.posCore.column.uri'), maxLength: 256, width: 500, kind: 'text' },
    ]);
  });

  it('give the Integration Server Instances grid its columns: Instance Id, Name, Type, Uri (SPEC 2.4)', () => {
    expect(describedColumns<IntegrationServerInstanceChange, 'servers'>(english, integrationServerFields)).toEqual([
      {
        key: 'integrationServerInstanceID',
        header: english('servers.integration.column.id'),
        width: 350,
        kind: 'readOnly',
      },
      { key: 'name', header: english('servers.integration.column.name'), maxLength: 32, width: 300, kind: 'text' },
      {
        key: 'integrationServerInstanceType',
        header: english('servers.integration.column.type'),
        width: 250,
        kind: 'choice',
      },
      { key: 'uri', header: english('servers.integration.column.uri'), maxLength: 256, width: 500, kind: 'text' },
    ]);
  });
});
