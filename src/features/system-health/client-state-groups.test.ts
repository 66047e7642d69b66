import { describe, expect, it } from 'vitest';
import { groupStatesByVersion } from './client-state-groups';

const state = (applicationName: string, applicationVersion: string, deviceIdentifier: string) => ({
  applicationName,
  applicationVersion,
  deviceIdentifier,
});

describe('groupStatesByVersion', () => {
  it('groups by application and version: apps by name, versions newest first', () => {
    const groups = groupStatesByVersion([
      state('POS Terminal', '5.1.3.42', 'TILL-02'),
      state('Kitchen Display', '2.4.1.0', 'KDS-01'),
      state('POS Terminal', '5.2.0.100', 'TILL-03'),
      state('POS Terminal', '5.2.0.100', 'TILL-01'),
      state('POS Terminal', '5.10.0.0', 'TILL-04'),
    ]);
    expect(groups.map((g) => `${g.applicationName} ${g.applicationVersion}`)).toEqual([
      'Kitchen Display 2.4.1.0',
      'POS Terminal 5.10.0.0',
      'POS Terminal 5.2.0.100',
      'POS Terminal 5.1.3.42',
    ]);
    expect(groups[2]?.states.map((s) => s.deviceIdentifier)).toEqual(['TILL-01', 'TILL-03']);
  });

  it('puts versions that cannot be read last', () => {
    const groups = groupStatesByVersion([
      state('App', 'beta', 'a'),
      state('App', '1.0.0.0', 'b'),
      state('App', 'alpha', 'c'),
    ]);
    expect(groups.map((g) => g.applicationVersion)).toEqual(['1.0.0.0', 'alpha', 'beta']);
  });

  it('is empty for no states', () => {
    expect(groupStatesByVersion([])).toEqual([]);
  });
});
