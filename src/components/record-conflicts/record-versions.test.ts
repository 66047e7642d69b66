import { describe, expect, it } from 'vitest';
import { asNewRecord, deleteVersionsOf } from './record-versions';

describe('deleteVersionsOf', () => {
  it('names the version the record was loaded at', () => {
    expect(deleteVersionsOf('t1', 'v3')).toEqual({ deleteVersions: { t1: 'v3' } });
  });

  it('adds nothing when the server sends no version (or there is no id)', () => {
    expect(deleteVersionsOf('t1', undefined)).toEqual({});
    expect(deleteVersionsOf('', 'v3')).toEqual({});
  });
});

describe('asNewRecord', () => {
  it('drops the id and the version, keeps the rest', () => {
    const team: { teamID?: string; version?: string; name: string } = { teamID: 't1', version: 'v3', name: 'Bar' };
    expect(asNewRecord(team, 'teamID')).toEqual({ name: 'Bar' });
    // The original record is left as it was.
    expect(team).toEqual({ teamID: 't1', version: 'v3', name: 'Bar' });
  });
});
