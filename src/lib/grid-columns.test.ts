import { describe, expect, it } from 'vitest';
import { hiddenColumnsOf, hiddenOf, visibilityOf } from './grid-columns';

describe('grid column choice', () => {
  it('reads the stored hidden column ids, each once', () => {
    expect(hiddenColumnsOf('["email","locale","email"]')).toEqual(['email', 'locale']);
  });

  it('ignores a missing or malformed value and anything but ids', () => {
    for (const stored of [null, '', 'not json', '{"email":false}', '"email"']) expect(hiddenColumnsOf(stored)).toEqual([]);
    expect(hiddenColumnsOf('["email", 3, null, "", {"a": 1}]')).toEqual(['email']);
  });

  it('turns hidden ids into the table visibility state and back', () => {
    expect(visibilityOf(['email'])).toEqual({ email: false });
    expect(hiddenOf({ email: false, locale: true, name: false })).toEqual(['email', 'name']);
    expect(hiddenOf(visibilityOf(['a', 'b']))).toEqual(['a', 'b']);
  });
});
