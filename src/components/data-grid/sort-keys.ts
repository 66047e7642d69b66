/**
 * Sort keys: what a sort of 100,000 rows compares instead of calling the collator (src/lib/grid-view.ts sorts grid
 * rows with them).
 */

/** The longest run of digits a sort key encodes (longer numbers compare with the collator). */
const LONGEST_NUMBER = 60;

/**
 * Sort keys for the collator: for a text of printable ASCII, a string whose plain order (`<`) is the collator's
 * order, so a sort of 100,000 rows compares strings instead of calling the collator 1.7 million times (most of a
 * sort's time). Each character becomes its rank among the printable characters as the collator orders them alone
 * (equal ones, such as a and A, share a rank); a run of digits becomes a digit mark, its length without leading
 * zeros and its digits, as numeric collation compares numbers. A text with any other character has no key (null)
 * and is compared by the collator; so is every text when the collator fails a check of this reading on sample texts
 * (a locale whose rules join ASCII letters, such as Danish "aa", or that ignores punctuation).
 */
export function sortKeysFor(compare: Intl.Collator): ((text: string) => string | null) | null {
  if (compare.resolvedOptions().ignorePunctuation) return null;
  const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).sort(compare.compare);
  const rank = new Map<string, string>();
  let next = 0;
  printable.forEach((char, i) => {
    const previous = printable[i - 1];
    if (previous !== undefined && compare.compare(previous, char) !== 0) next += 1;
    rank.set(char, String.fromCharCode(33 + next));
  });
  const digitMark = rank.get('0') ?? '';
  const keyOf = (text: string): string | null => {
    let key = '';
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] ?? '';
      if (char >= '0' && char <= '9') {
        let end = i;
        while (end < text.length && (text[end] ?? '') >= '0' && (text[end] ?? '') <= '9') end += 1;
        let start = i;
        while (start < end - 1 && text[start] === '0') start += 1;
        if (end - start > LONGEST_NUMBER) return null;
        key += digitMark + String.fromCharCode(33 + end - start);
        for (let d = start; d < end; d += 1) key += rank.get(text[d] ?? '') ?? '';
        i = end - 1;
        continue;
      }
      const ranked = rank.get(char);
      if (ranked === undefined) return null;
      key += ranked;
    }
    return key;
  };
  // The reading above holds for the collator only if these texts sort alike both ways: samples of punctuation and
  // numbers, and every two letters before an "a" (a locale that joins two letters into one, Danish "aa" or Hungarian
  // "cs", sorts some of those elsewhere).
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const pairs = [...letters].flatMap((first) => [...letters].map((second) => `${first}${second}a`));
  const samples = [
    '',
    ' ',
    'a',
    'A',
    'aa',
    'ab',
    'a b',
    'a-b',
    'a_b',
    "a'b",
    'a.b',
    'a@b.c',
    'b',
    'ch',
    'cz',
    'd',
    'i',
    'ij',
    'iz',
    'j',
    'll',
    'lz',
    'o',
    'oe',
    'ss',
    'th',
    'u',
    'v',
    'w',
    'y',
    'z',
    'zz',
    '1',
    '01',
    '2',
    '10',
    'a2',
    'a10',
    'a 2',
    'x9y',
    'x10y',
    '#1',
    '$',
    '~',
    '(a)',
    '[a]',
    'a+b',
    'a/b',
    'Z1',
    'z01',
    ...pairs,
  ].sort(compare.compare);
  const byKey = (a: string, b: string) => {
    const [keyA, keyB] = [keyOf(a) ?? '', keyOf(b) ?? ''];
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
  };
  // In the collator's order, each text's key is not below the one before it, and equal exactly when the collator
  // says so.
  for (let i = 1; i < samples.length; i += 1) {
    const [before = '', text = ''] = [samples[i - 1], samples[i]];
    if (Math.sign(compare.compare(before, text)) !== byKey(before, text)) return null;
  }
  return keyOf;
}
