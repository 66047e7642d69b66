import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfTag } from './language-choice';

const available = ['en', 'de'] as const satisfies readonly ['en', 'de'];
const withPseudo = ['en', 'de', 'en-XA'] as const satisfies readonly ['en', 'de', 'en-XA'];

describe('languageOfTag', () => {
  it.each(['de-DE', 'de-AT', 'de-CH', 'de', 'DE-de', 'de_CH', ' de-DE '])('gives German for %s', (tag) => {
    expect(languageOfTag(tag, available)).toBe('de');
  });

  it('gives English for every English locale', () => {
    expect(languageOfTag('en-GB', available)).toBe('en');
    expect(languageOfTag('en-US', available)).toBe('en');
  });

  it('gives nothing for a language the console does not have, or no tag', () => {
    expect(languageOfTag('fr-FR', available)).toBeNull();
    expect(languageOfTag('', available)).toBeNull();
    expect(languageOfTag(null, available)).toBeNull();
    expect(languageOfTag(undefined, available)).toBeNull();
  });

  it('matches the pseudo-locale only by its own tag, and only where it is offered', () => {
    expect(languageOfTag('en-XA', withPseudo)).toBe('en-XA');
    expect(languageOfTag('en-xa', withPseudo)).toBe('en-XA');
    expect(languageOfTag('en-GB', withPseudo)).toBe('en');
    expect(languageOfTag('en-XA', available)).toBe('en');
  });
});

describe('chooseLanguage', () => {
  const none = { stored: null, profileLocale: null, browserLocales: [], available } as const;

  it("speaks the profile locale's language when the console has it", () => {
    expect(chooseLanguage({ ...none, profileLocale: 'de-AT', browserLocales: ['en-GB'] })).toBe('de');
    expect(chooseLanguage({ ...none, profileLocale: 'en-US', browserLocales: ['de-DE'] })).toBe('en');
  });

  it("otherwise the browser's first language the console has", () => {
    expect(chooseLanguage({ ...none, profileLocale: 'fr-FR', browserLocales: ['fr-FR', 'de-CH', 'en'] })).toBe('de');
    expect(chooseLanguage({ ...none, browserLocales: ['nl', 'en-GB', 'de'] })).toBe('en');
  });

  it('otherwise English', () => {
    expect(chooseLanguage(none)).toBe('en');
    expect(chooseLanguage({ ...none, profileLocale: 'ja-JP', browserLocales: ['fr', 'it'] })).toBe('en');
  });

  it('a choice remembered in this browser comes first', () => {
    expect(chooseLanguage({ ...none, stored: 'de', profileLocale: 'en-GB', browserLocales: ['en'] })).toBe('de');
    expect(chooseLanguage({ ...none, stored: 'en', profileLocale: 'de-DE' })).toBe('en');
  });

  it('ignores a remembered value the build does not offer', () => {
    expect(chooseLanguage({ ...none, stored: 'en-XA', profileLocale: 'de-DE' })).toBe('de');
    expect(chooseLanguage({ ...none, stored: 'garbage', profileLocale: 'de-DE' })).toBe('de');
    expect(chooseLanguage({ ...none, stored: 'en-XA', available: withPseudo })).toBe('en-XA');
  });
});
