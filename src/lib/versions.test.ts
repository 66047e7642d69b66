import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  decodeVersion,
  encodeVersion,
  formatVersion,
  isLatest,
  isRollback,
  latestOf,
  packageVersionText,
  parseVersion,
  sortNewestFirst,
  type PackageVersion,
} from './versions';

const pkg = (majorVersion: number, minorVersion: number, buildNumber: number, revision: number, id = '') => ({
  id,
  majorVersion,
  minorVersion,
  buildNumber,
  revision,
});
const v = (major: number, minor: number, build: number, revision: number) => ({ major, minor, build, revision });

describe('encodeVersion', () => {
  it('packs major and minor into the high part, build and revision into the low part', () => {
    expect(encodeVersion(v(5, 2, 0, 100))).toEqual({ high: 5 * 65536 + 2, low: 100 });
    expect(encodeVersion(v(1, 0, 5, 3))).toEqual({ high: 65536, low: 5 * 65536 + 3 });
    expect(encodeVersion(v(0, 0, 0, 0))).toEqual({ high: 0, low: 0 });
  });

  it('round-trips through decodeVersion', () => {
    for (const version of [v(5, 2, 0, 100), v(2, 4, 1, 0), v(65535, 65535, 65535, 65535), v(0, 1, 0, 1)]) {
      expect(decodeVersion(encodeVersion(version))).toEqual(version);
    }
  });

  it('clamps parts to 16 bits', () => {
    expect(encodeVersion(v(1, 70000, -3, 2.7))).toEqual({ high: 65536 + 65535, low: 2 });
  });
});

describe('compareVersions', () => {
  it('compares the high part (major, then minor) first', () => {
    expect(compareVersions(v(5, 0, 0, 0), v(4, 9, 9, 9))).toBeGreaterThan(0);
    expect(compareVersions(v(5, 1, 0, 0), v(5, 0, 65535, 65535))).toBeGreaterThan(0);
    expect(compareVersions(v(4, 9, 9, 9), v(5, 0, 0, 0))).toBeLessThan(0);
  });

  it('then the low part (build, then revision)', () => {
    expect(compareVersions(v(5, 1, 3, 42), v(5, 1, 3, 41))).toBeGreaterThan(0);
    expect(compareVersions(v(5, 1, 4, 0), v(5, 1, 3, 999))).toBeGreaterThan(0);
    expect(compareVersions(v(5, 1, 3, 42), v(5, 1, 3, 42))).toBe(0);
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions(v(5, 10, 0, 0), v(5, 9, 0, 0))).toBeGreaterThan(0);
    expect(compareVersions(v(5, 2, 0, 100), v(5, 2, 0, 99))).toBeGreaterThan(0);
  });
});

describe('formatVersion and parseVersion', () => {
  it('formats major.minor.build.revision', () => {
    expect(formatVersion(v(5, 2, 0, 100))).toBe('5.2.0.100');
    expect(packageVersionText(pkg(2, 4, 1, 0))).toBe('2.4.1.0');
  });

  it('parses four-part versions, filling missing parts with 0', () => {
    expect(parseVersion('5.2.0.100')).toEqual(v(5, 2, 0, 100));
    expect(parseVersion(' 2.4 ')).toEqual(v(2, 4, 0, 0));
    expect(parseVersion('7')).toEqual(v(7, 0, 0, 0));
  });

  it('rejects text that is not a version', () => {
    expect(parseVersion('')).toBeNull();
    expect(parseVersion('5.2.0.100.1')).toBeNull();
    expect(parseVersion('v5.2')).toBeNull();
    expect(parseVersion('5..2')).toBeNull();
  });
});

describe('newest first and Latest', () => {
  const packages = [
    pkg(5, 0, 0, 7, 'old'),
    pkg(5, 2, 0, 100, 'newest'),
    pkg(5, 1, 3, 42, 'middle'),
    pkg(5, 10, 0, 0, 'top'),
  ];

  it('sorts newest first without changing the input', () => {
    const copy = [...packages];
    expect(sortNewestFirst(packages).map((p) => p.id)).toEqual(['top', 'newest', 'middle', 'old']);
    expect(packages).toEqual(copy);
  });

  it('finds the latest', () => {
    expect(latestOf(packages)?.id).toBe('top');
    expect(latestOf([])).toBeUndefined();
  });

  it('marks only the newest as latest', () => {
    expect(isLatest(pkg(5, 10, 0, 0), packages)).toBe(true);
    expect(isLatest(pkg(5, 2, 0, 100), packages)).toBe(false);
    expect(isLatest(pkg(1, 0, 0, 0), [])).toBe(false);
  });
});

describe('isRollback', () => {
  const current: PackageVersion = pkg(5, 1, 3, 42);

  it('is a rollback when the chosen version is older than the current one', () => {
    expect(isRollback(pkg(5, 0, 0, 7), current)).toBe(true);
    expect(isRollback(pkg(5, 1, 3, 41), current)).toBe(true);
  });

  it('is not a rollback for the same or a newer version', () => {
    expect(isRollback(pkg(5, 1, 3, 42), current)).toBe(false);
    expect(isRollback(pkg(5, 2, 0, 100), current)).toBe(false);
  });

  it('is not a rollback without a current version or when Unauthorised is chosen', () => {
    expect(isRollback(pkg(5, 0, 0, 7), null)).toBe(false);
    expect(isRollback(null, current)).toBe(false);
    expect(isRollback(undefined, undefined)).toBe(false);
  });
});
