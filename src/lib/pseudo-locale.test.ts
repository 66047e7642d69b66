import { describe, expect, it } from 'vitest';
import { pseudoCatalogue, pseudoText } from './pseudo-locale';

describe('pseudoText', () => {
  it('accents, brackets and lengthens a message by about 35%', () => {
    const text = pseudoText('Save Changes');
    expect(text).toBe('[Ŝàṽé Çĥàñĝéš ·····]');
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Save Changes'.length * 1.35));
  });

  it('leaves no plain ASCII letter, so untranslated text stands out', () => {
    expect(pseudoText('The quick brown fox jumps over the lazy dog')).not.toMatch(/[A-Za-z]/);
    expect(pseudoText('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG')).not.toMatch(/[A-Za-z]/);
  });

  it('keeps placeholders, digits and punctuation', () => {
    expect(pseudoText('Loading chunk {chunk} failed')).toBe('[Ļöàðîñĝ çĥûñķ {chunk} ƒàîļéð ··········]');
    expect(pseudoText('1, 2...')).toBe('[1, 2... ···]');
  });
});

describe('pseudoCatalogue', () => {
  it('turns every message, plural forms included', () => {
    expect(pseudoCatalogue({ a: 'Profile', b: { one: '{count} row', other: '{count} rows' } })).toEqual({
      a: '[Þŕöƒîļé ···]',
      b: { one: '[{count} ŕöŵ ····]', other: '[{count} ŕöŵš ·····]' },
    });
  });
});
