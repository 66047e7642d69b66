import { describe, expect, it } from 'vitest';
import { sortKeysFor } from './sort-keys';

describe('sort keys (what a sort of 100,000 rows compares instead of calling the collator)', () => {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const keyOf = sortKeysFor(collator);
  const sign = (n: number) => Math.sign(n);
  const byKey = (a: string, b: string) => {
    const [keyA, keyB] = [keyOf?.(a) ?? null, keyOf?.(b) ?? null];
    if (keyA === null || keyB === null) throw new Error(`no key for ${a} or ${b}`);
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  };
  // A small random generator of its own, so every run checks the same texts.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  const alphabets = [printable, 'aAbB0 1-9', 'abc010920 .'];
  const texts = Array.from({ length: 1500 }, (_, i) => {
    const alphabet = alphabets[i % alphabets.length] ?? printable;
    return Array.from({ length: 1 + random(9) }, () => alphabet[random(alphabet.length)]).join('');
  });

  it('order every pair of printable ASCII texts as the collator does, numbers by their value', () => {
    expect(keyOf).not.toBeNull();
    let mismatches = 0;
    for (let i = 0; i + 1 < texts.length; i += 1) {
      for (const j of [i + 1, (i * 31) % texts.length, (i * 17 + 5) % texts.length]) {
        const [a = '', b = ''] = [texts[i], texts[j]];
        if (sign(collator.compare(a, b)) !== sign(byKey(a, b))) mismatches += 1;
      }
    }
    expect(mismatches).toBe(0);
    expect(byKey('item 9', 'Item 10')).toBe(-1);
    expect(byKey('a007', 'A7')).toBe(0);
    expect(byKey('Smith, Jo', 'smith jo')).toBe(collator.compare('Smith, Jo', 'smith jo'));
  });

  it('give no key to a text beyond printable ASCII (the collator compares those), and none for a locale that joins letters', () => {
    expect(keyOf?.('Ångström')).toBeNull();
    expect(keyOf?.('line\nbreak')).toBeNull();
    expect(keyOf?.('1'.repeat(61))).toBeNull();
    // Danish sorts "aa" as å, after z, and Hungarian "cs" as a letter after c: a reading character by character
    // would be wrong there, so there are no keys.
    for (const locale of ['da', 'hu', 'hr', 'sr-Latn', 'cs', 'sk', 'cy']) {
      expect(sortKeysFor(new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })), locale).toBeNull();
    }
    for (const locale of ['en', 'de', 'fr', 'nl', 'it', 'pt']) {
      expect(sortKeysFor(new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })), locale).not.toBeNull();
    }
  });
});
