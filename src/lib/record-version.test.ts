import { describe, expect, it } from 'vitest';
import { versionOf } from './record-version';

describe('versionOf', () => {
  it('reads a string version only', () => {
    expect(versionOf({ userID: 'u1', version: 'v1' })).toBe('v1');
    expect(versionOf({ userID: 'u1' })).toBeUndefined();
    expect(versionOf({ version: 2 })).toBeUndefined();
    expect(versionOf(null)).toBeUndefined();
  });
});
