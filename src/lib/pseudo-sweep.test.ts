import { describe, expect, it } from 'vitest';
import { pseudoText } from './pseudo-locale';
import { untranslatedTexts } from './pseudo-sweep';

describe('untranslatedTexts', () => {
  it('passes pseudo messages, with or without data inside', () => {
    const texts = [pseudoText('Profile'), pseudoText('{name}, user menu').replace('{name}', 'Alice Smith'), '  '];
    expect(untranslatedTexts({ texts, data: ['Alice Smith'] })).toEqual([]);
  });

  it('passes data from the API and texts without letters', () => {
    expect(
      untranslatedTexts({
        texts: ['Acme Retail', 'alice@example.com', '20.11.2026, 08:15', '1,234', '–'],
        data: ['Acme Retail', 'alice@example.com'],
      }),
    ).toEqual([]);
  });

  it('names the texts that bypass the catalogue, once each', () => {
    expect(untranslatedTexts({ texts: ['Save', pseudoText('Cancel'), 'Save', 'Delete 3 rows?'], data: [] })).toEqual([
      'Save',
      'Delete 3 rows?',
    ]);
  });

  it('finds English next to data or next to a pseudo message', () => {
    expect(
      untranslatedTexts({
        texts: ['Acme Retail (deleted)', `${pseudoText('Teams')} of Acme`],
        data: ['Acme Retail', 'Acme'],
      }),
    ).toEqual(['Acme Retail (deleted)', `${pseudoText('Teams')} of Acme`.replace(/\s+/g, ' ')]);
  });

  it('does not let a short data value hide English', () => {
    expect(untranslatedTexts({ texts: ['Edit'], data: ['E', 'd', 'it'] })).toEqual(['Edit']);
  });

  it("passes a lone letter (an avatar's initial) but not a short word", () => {
    expect(untranslatedTexts({ texts: ['A', 'OK'], data: [] })).toEqual(['OK']);
  });

  it('passes allowed texts such as language names', () => {
    expect(untranslatedTexts({ texts: ['English', 'Deutsch'], data: [], allowed: ['English', 'Deutsch'] })).toEqual([]);
  });

  it('treats a data value with pattern characters literally', () => {
    expect(untranslatedTexts({ texts: ['Shop (1) [a]+b'], data: ['Shop (1) [a]+b'] })).toEqual([]);
  });

  it('finds a cut message: English after its bracket was lost is still accented, but plain text is not', () => {
    expect(untranslatedTexts({ texts: ['[Ŝàṽé Çĥà', 'Save Ch'], data: [] })).toEqual(['Save Ch']);
  });
});
