import { describe, expect, it } from 'vitest';
import {
  guessMapping,
  headerKey,
  IMPORT_FIELDS,
  IMPORT_USER_FIELDS,
  unmappedRequired,
  withColumnField,
} from './import-mapping';
import { userFields } from './user-record';

describe('IMPORT_FIELDS', () => {
  it("are the user's described fields in their order, but those the description keeps out of an import", () => {
    const keptOut = Object.entries(userFields).flatMap(([key, field]) => ('import' in field ? [key] : []));
    expect(keptOut).toEqual(['image']);
    expect(IMPORT_FIELDS).toEqual(Object.keys(userFields).filter((key) => !keptOut.includes(key)));
  });
});

describe('guessMapping', () => {
  it("knows the fields' English labels and grid headers, whatever the case and spaces", () => {
    expect(guessMapping(['Display Name', 'full name', 'EMAIL', 'Locale', 'Default Currency'])).toEqual([
      'shortName',
      'fullName',
      'email',
      'locale',
      'defaultCurrencyCode',
    ]);
    expect(guessMapping(['ShortName', ' Full  Name ', 'e-mail', 'currency'])).toEqual([
      'shortName',
      'fullName',
      'email',
      'defaultCurrencyCode',
    ]);
  });

  it('knows the German labels and headers', () => {
    expect(guessMapping(['Anzeigename', 'Vollständiger Name', 'E-Mail', 'Gebietsschema', 'Standardwährung'])).toEqual([
      'shortName',
      'fullName',
      'email',
      'locale',
      'defaultCurrencyCode',
    ]);
    expect(guessMapping(['Kurzname', 'Währung', 'Sprache'])).toEqual(['shortName', 'defaultCurrencyCode', 'locale']);
  });

  it('reads "Name" as the display name, or the full name when another column is the display name', () => {
    expect(guessMapping(['Name', 'E-Mail'])).toEqual(['shortName', 'email']);
    expect(guessMapping(['Name', 'Display Name'])).toEqual(['fullName', 'shortName']);
  });

  it('ignores unknown headers, the scopes, the image and a second column of a field', () => {
    expect(guessMapping(['Scopes', 'Image', 'Phone', 'Email', 'Mail'])).toEqual([null, null, null, 'email', null]);
  });
});

describe('withColumnField and unmappedRequired', () => {
  it('moves a field to the column chosen and names the required fields no column fills', () => {
    const mapping = guessMapping(['Name', 'Mail', 'Other']);
    expect(unmappedRequired(mapping)).toEqual([]);
    const moved = withColumnField(mapping, 2, 'email');
    expect(moved).toEqual(['shortName', null, 'email']);
    const ignored = withColumnField(moved, 0, null);
    expect(unmappedRequired(ignored)).toEqual(['shortName']);
    expect(unmappedRequired([])).toEqual(['shortName', 'email']);
  });

  it('compares headers without case, spaces, hyphens and underscores', () => {
    expect(headerKey(' E-Mail_Address ')).toBe('emailaddress');
  });
});

describe('IMPORT_USER_FIELDS', () => {
  it('is the description without the image', () => {
    expect(Object.keys(IMPORT_USER_FIELDS)).toEqual([
      'shortName',
      'fullName',
      'email',
      'locale',
      'defaultCurrencyCode',
    ]);
  });
});
