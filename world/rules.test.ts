import { describe, expect, it } from 'vitest';
// The console's readings, only to compare: the world itself never imports them.
import { organisationTypeName } from '../src/features/organisations/organisation-types';
import { DEFAULT_CURRENCY as CONSOLE_CURRENCY } from '../src/lib/currency-code';
import { isEmailStructureValid } from '../src/lib/email-rule';
import { DEFAULT_LOCALE as CONSOLE_LOCALE } from '../src/lib/locale-format';
import { isAcceptablePassword } from '../src/lib/password-strength';
import { sortNewestFirst } from '../src/lib/versions';
import { english } from '../src/test/translate';
import { loadContract } from './contract';
import {
  compareVersionParts,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  isLongEnoughPassword,
  isWellFormedEmail,
  newestFirst,
  organisationTypeNameFrom,
} from './rules';
import { settingsFrom } from './seed';

describe("the world's reading of SPEC agrees with the console's", () => {
  it('email structure (SPEC 5)', () => {
    const cases = [
      'ann@example.com',
      'a@b.c',
      '@b.c',
      'ann@example',
      'ann@example.',
      'ann.example.com',
      'ann@',
      '',
      'a@b@c.d',
      'a.b@c',
      'a@.c',
      'a@b.c.',
      'first.last@sub.example.co.uk',
    ];
    for (const email of cases) expect(isWellFormedEmail(email), email).toBe(isEmailStructureValid(email));
  });

  it('password length (SPEC 5): the console never sends a password the world refuses, and both count characters', () => {
    const cases = ['', 'short', '1234567', '12345678', 'Harbour-Lights-2023', '😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀'];
    for (const password of cases) expect(isLongEnoughPassword(password), password).toBe(isAcceptablePassword(password));
    // The console also refuses leading or trailing spaces (docs/deviations.md); the world, as SPEC, does not.
    expect(isAcceptablePassword(' 12345678')).toBe(false);
    expect(isLongEnoughPassword(' 12345678')).toBe(true);
  });

  it('default locale and currency (SPEC 9)', () => {
    expect(DEFAULT_LOCALE).toBe(CONSOLE_LOCALE);
    expect(DEFAULT_CURRENCY).toBe(CONSOLE_CURRENCY);
  });

  it('version order (SPEC 9)', () => {
    const v = (majorVersion: number, minorVersion: number, buildNumber: number, revision: number, id: string) => ({
      majorVersion,
      minorVersion,
      buildNumber,
      revision,
      id,
    });
    const packages = [
      v(5, 1, 3, 42, 'a'),
      v(5, 2, 0, 100, 'b'),
      v(5, 0, 0, 7, 'c'),
      v(5, 2, 0, 9, 'd'),
      v(10, 0, 0, 0, 'e'),
      v(5, 2, 0, 100, 'f'),
      v(4, 65535, 65535, 65535, 'g'),
    ];
    expect(newestFirst(packages).map((p) => p.id)).toEqual(sortNewestFirst(packages).map((p) => p.id));
    expect(compareVersionParts(v(1, 0, 0, 0, ''), v(0, 9, 9, 9, ''))).toBeGreaterThan(0);
  });

  it("organisation type names: the contract's descriptions are the console's English", async () => {
    const { organisationTypeNames } = settingsFrom(await loadContract());
    for (const type of [1, 2, 3, 4, 5, 10, 100, 7, 0]) {
      expect(organisationTypeNameFrom(organisationTypeNames, type), String(type)).toBe(
        organisationTypeName(english, type),
      );
    }
  });
});
