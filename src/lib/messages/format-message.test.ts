import { describe, expect, it } from 'vitest';
import { formatMessage, placeholdersOf, pluralCategory, translator } from './format-message';

const rows = { one: 'Delete {count} row?', other: 'Delete {count} rows?' };
const zeilen = { one: '{count} Zeile löschen?', other: '{count} Zeilen löschen?' };

describe('formatMessage', () => {
  it('returns a text without placeholders as it is', () => {
    expect(formatMessage('Profile', undefined, { language: 'en', numberLocale: 'en-GB' })).toBe('Profile');
  });

  it('fills named placeholders', () => {
    expect(formatMessage('{name}, user menu', { name: 'Alice' }, { language: 'en', numberLocale: 'en-GB' })).toBe(
      'Alice, user menu',
    );
  });

  it("picks a plural's form by the language's plural rules", () => {
    const en = { language: 'en', numberLocale: 'en-GB' };
    expect(formatMessage(rows, { count: 1 }, en)).toBe('Delete 1 row?');
    expect(formatMessage(rows, { count: 3 }, en)).toBe('Delete 3 rows?');
    expect(formatMessage(rows, { count: 0 }, en)).toBe('Delete 0 rows?');
    const de = { language: 'de', numberLocale: 'de-DE' };
    expect(formatMessage(zeilen, { count: 1 }, de)).toBe('1 Zeile löschen?');
    expect(formatMessage(zeilen, { count: 2 }, de)).toBe('2 Zeilen löschen?');
  });

  it('falls back to the other form when a language has no form for the category', () => {
    expect(pluralCategory('pl', 5)).toBe('many');
    expect(formatMessage(rows, { count: 5 }, { language: 'pl', numberLocale: 'pl' })).toBe('Delete 5 rows?');
  });

  it('writes numbers in the display locale', () => {
    expect(formatMessage(rows, { count: 1234 }, { language: 'en', numberLocale: 'en-GB' })).toBe('Delete 1,234 rows?');
    expect(formatMessage(zeilen, { count: 1234 }, { language: 'de', numberLocale: 'de-DE' })).toBe(
      '1.234 Zeilen löschen?',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('Loading chunk {chunk} failed', {}, { language: 'en', numberLocale: 'en' })).toBe(
      'Loading chunk {chunk} failed',
    );
  });
});

describe('placeholdersOf', () => {
  it('lists the names in order', () => {
    expect(placeholdersOf('{a} of {b}, {a}')).toEqual(['a', 'b', 'a']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});

describe('translator', () => {
  const messages: Record<string, string> = { 'shell.userMenu.label': '{name}, Benutzermenü' };
  const t = translator((key) => messages[key], { language: 'de', numberLocale: 'de-DE' });

  it('formats the message it finds, and shows the key of one it does not', () => {
    expect(t('shell.userMenu.label', { name: 'Alice' })).toBe('Alice, Benutzermenü');
    expect(t('shell.userMenu.profile')).toBe('shell.userMenu.profile');
  });
});
