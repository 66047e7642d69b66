import { describe, expect, it } from 'vitest';
import { dayjsLocaleCandidates, pickDayjsLocale } from './dayjs-locale';

describe('dayjsLocaleCandidates', () => {
  it('tries the whole tag, then language-region, then the language', () => {
    expect(dayjsLocaleCandidates('de-DE')).toEqual(['de-de', 'de']);
    expect(dayjsLocaleCandidates('zh-Hant-TW')).toEqual(['zh-hant-tw', 'zh-tw', 'zh']);
    expect(dayjsLocaleCandidates('fr')).toEqual(['fr']);
    expect(dayjsLocaleCandidates('en_GB')).toEqual(['en-gb', 'en']);
    expect(dayjsLocaleCandidates('')).toEqual([]);
  });
});

describe('pickDayjsLocale', () => {
  const available = ['de', 'de-at', 'en-gb', 'fr'];

  it('picks the most specific file there is', () => {
    expect(pickDayjsLocale('de-AT', available)).toBe('de-at');
    expect(pickDayjsLocale('de-DE', available)).toBe('de');
    expect(pickDayjsLocale('en-GB', available)).toBe('en-gb');
  });

  it("uses dayjs' built-in en for en-US and for languages without a file", () => {
    expect(pickDayjsLocale('en-US', available)).toBe('en');
    expect(pickDayjsLocale('tlh', available)).toBe('en');
    expect(pickDayjsLocale('', available)).toBe('en');
  });
});
