import { describe, expect, it } from 'vitest';
import { codeOptionLabel, namedInLanguage } from './code-names';

describe('the start-up lists named in the console’s language', () => {
  const locales = [
    { code: 'de-DE', name: 'German (Germany)' },
    { code: 'en-GB', name: 'English (United Kingdom)' },
    { code: 'not a code', name: 'As the server says' },
  ];

  it('names a locale the browser knows in the console’s language, else as the server does', () => {
    expect(namedInLanguage(locales, 'locale', 'de').map(codeOptionLabel)).toEqual([
      'de-DE - Deutsch (Deutschland)',
      'en-GB - Englisch (Vereinigtes Königreich)',
      'not a code - As the server says',
    ]);
    // English is the server's language: its names stay.
    expect(namedInLanguage(locales, 'locale', 'en')).toEqual(locales);
  });

  it('names currencies too', () => {
    expect(
      namedInLanguage(
        [
          { code: 'EUR', name: 'Euro' },
          { code: 'GBP', name: 'Pound' },
        ],
        'currency',
        'de',
      ),
    ).toEqual([
      { code: 'EUR', name: 'Euro' },
      { code: 'GBP', name: 'Britisches Pfund' },
    ]);
  });

  it('keeps the server’s names for a language the browser cannot use', () => {
    expect(namedInLanguage(locales, 'locale', '')).toEqual(locales);
  });

  it('shows the code alone when there is no other name', () => {
    expect(codeOptionLabel({ code: 'GBP', name: null })).toBe('GBP');
    expect(codeOptionLabel({ code: 'GBP', name: 'GBP' })).toBe('GBP');
  });
});
