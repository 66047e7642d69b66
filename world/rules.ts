/**
 * The world's own reading of SPEC's rules, written here and not imported from the console (src/lib), so that a
 * mistake in the console's reading shows as a disagreement (world/rules.test.ts) instead of being shared.
 */

/**
 * SPEC 5 "Email structure for invite and reset": an @ that is not the last character, and after it a dot that is
 * not the last character. The domain is what follows the last @.
 */
export function isWellFormedEmail(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 0) return false;
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return domain !== '' && dot >= 0 && dot < domain.length - 1;
}

/** SPEC 9: the locale and currency of a user saved without them (SPEC 5: the user forms never leave them empty). */
export const DEFAULT_LOCALE = 'en-GB';
export const DEFAULT_CURRENCY = 'GBP';

/** SPEC 5 "Password": at least 8 characters (counted as characters, not UTF-16 units). */
export const MIN_PASSWORD_CHARACTERS = 8;

export function isLongEnoughPassword(password: string): boolean {
  return Array.from(password).length >= MIN_PASSWORD_CHARACTERS;
}

interface Versioned {
  majorVersion: number;
  minorVersion: number;
  buildNumber: number;
  revision: number;
}

/** SPEC 9: versions compare by major, then minor, then build, then revision. Negative when `a` is older. */
export function compareVersionParts(a: Versioned, b: Versioned): number {
  return (
    a.majorVersion - b.majorVersion ||
    a.minorVersion - b.minorVersion ||
    a.buildNumber - b.buildNumber ||
    a.revision - b.revision
  );
}

/** A copy, newest version first; equal versions keep their order. */
export function newestFirst<T extends Versioned>(packages: readonly T[]): T[] {
  return packages
    .map((pkg, index) => ({ pkg, index }))
    .sort((x, y) => compareVersionParts(y.pkg, x.pkg) || x.index - y.index)
    .map(({ pkg }) => pkg);
}

/** The name of an organisation type, from the contract's `x-enum-descriptions`; "Unknown (n)" for any other. */
export function organisationTypeNameFrom(names: Readonly<Record<number, string>>, type: number): string {
  return Object.hasOwn(names, type) ? (names[type] ?? `Unknown (${type})`) : `Unknown (${type})`;
}
