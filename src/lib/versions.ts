/**
 * Application versions (SPEC 3 "Application package", SPEC 9 "Version numbers"): major.minor.build.revision, encoded
 * as two numbers like a packed 64-bit file version (`major * 65536 + minor`, `build * 65536 + revision`), so comparing
 * the high then the low part compares the four parts in order. Choosing an older version is a rollback (SPEC 4).
 */

export interface VersionParts {
  major: number;
  minor: number;
  build: number;
  revision: number;
}

/** The version fields of an application package (SPEC 3). */
export interface PackageVersion {
  majorVersion: number;
  minorVersion: number;
  buildNumber: number;
  revision: number;
}

export interface EncodedVersion {
  /** major * 65536 + minor */
  high: number;
  /** build * 65536 + revision */
  low: number;
}

const PART_SIZE = 65536;
const PART_MAX = PART_SIZE - 1;

function part(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(Math.trunc(value), 0), PART_MAX);
}

/** The four parts of a package's version. */
export function versionOf(pkg: PackageVersion): VersionParts {
  return { major: pkg.majorVersion, minor: pkg.minorVersion, build: pkg.buildNumber, revision: pkg.revision };
}

/** SPEC 9: the high part (major, minor) and the low part (build, revision). */
export function encodeVersion(version: VersionParts): EncodedVersion {
  return {
    high: part(version.major) * PART_SIZE + part(version.minor),
    low: part(version.build) * PART_SIZE + part(version.revision),
  };
}

/** The inverse of `encodeVersion`. */
export function decodeVersion({ high, low }: EncodedVersion): VersionParts {
  return {
    major: Math.floor(high / PART_SIZE),
    minor: high % PART_SIZE,
    build: Math.floor(low / PART_SIZE),
    revision: low % PART_SIZE,
  };
}

/** Negative when `a` is older than `b`, positive when newer, 0 when equal (high part first, then low part). */
export function compareVersions(a: VersionParts, b: VersionParts): number {
  const x = encodeVersion(a);
  const y = encodeVersion(b);
  return x.high !== y.high ? x.high - y.high : x.low - y.low;
}

/** `compareVersions` over packages. */
export function comparePackages(a: PackageVersion, b: PackageVersion): number {
  return compareVersions(versionOf(a), versionOf(b));
}

/** "major.minor.build.revision", e.g. "5.2.0.100". */
export function formatVersion(version: VersionParts): string {
  return `${version.major}.${version.minor}.${version.build}.${version.revision}`;
}

/** The version text of a package. */
export function packageVersionText(pkg: PackageVersion): string {
  return formatVersion(versionOf(pkg));
}

/** Reads "5.2.0.100" (missing trailing parts count as 0: "5.2" is 5.2.0.0); null when it is not a version. */
export function parseVersion(text: string): VersionParts | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+){0,3}$/.test(trimmed)) return null;
  const [major = 0, minor = 0, build = 0, revision = 0] = trimmed.split('.').map(Number);
  return { major, minor, build, revision };
}

/** A copy of the list, newest version first (stable for equal versions). */
export function sortNewestFirst<T extends PackageVersion>(packages: readonly T[]): T[] {
  return [...packages].sort((a, b) => comparePackages(b, a));
}

/** The newest package (the one marked Latest), or undefined for an empty list. */
export function latestOf<T extends PackageVersion>(packages: readonly T[]): T | undefined {
  let latest: T | undefined;
  for (const pkg of packages) {
    if (latest === undefined || comparePackages(pkg, latest) > 0) latest = pkg;
  }
  return latest;
}

/** Whether `pkg` is the newest of `packages` (ties count as latest). */
export function isLatest(pkg: PackageVersion, packages: readonly PackageVersion[]): boolean {
  const latest = latestOf(packages);
  return latest !== undefined && comparePackages(pkg, latest) === 0;
}

/**
 * SPEC 4: choosing a version older than the current one is a rollback. No current version (never authorised,
 * or Unauthorised) is never a rollback, and neither is choosing Unauthorised (`chosen` null).
 */
export function isRollback(
  chosen: PackageVersion | null | undefined,
  current: PackageVersion | null | undefined,
): boolean {
  if (chosen === null || chosen === undefined || current === null || current === undefined) return false;
  return comparePackages(chosen, current) < 0;
}
