import { describe, expect, it } from 'vitest';
import { JsonArrayReader } from './json-array-reader';

/** Pushes `text` in pieces of `size` characters, taking what is complete after each; returns every element. */
function readInPieces(text: string, size: number): unknown[] | undefined {
  const reader = new JsonArrayReader();
  const rows: unknown[] = [];
  for (let i = 0; i < text.length; i += size) {
    reader.push(text.slice(i, i + size));
    rows.push(...reader.take());
  }
  const last = reader.end();
  return last === undefined ? undefined : [...rows, ...last];
}

const RECORDS = [
  { id: 'a', name: 'Tom "T" Lee', tags: ['x,y', '[z]'], nested: { a: [1, { b: '}' }] } },
  { id: 'b', name: 'back\\slash\\', note: 'Zoë, 日本' },
  null,
  3.5,
  'text, with ] and }',
  [],
  {},
];

describe('JsonArrayReader', () => {
  it('gives every element as JSON.parse would, whatever the pieces', () => {
    const text = ` \n${JSON.stringify(RECORDS, null, 1)}\n `;
    for (const size of [1, 2, 3, 7, 64, text.length]) expect(readInPieces(text, size)).toEqual(RECORDS);
  });

  it('gives elements as soon as their text is complete', () => {
    const reader = new JsonArrayReader();
    reader.push('[{"a":1},{"b":"x,');
    expect(reader.pending).toBe(1);
    expect(reader.take()).toEqual([{ a: 1 }]);
    expect(reader.take()).toEqual([]);
    reader.push('y"},2');
    expect(reader.take()).toEqual([{ b: 'x,y' }]);
    reader.push(']');
    expect(reader.end()).toEqual([2]);
  });

  it('reads an empty array, and gives nothing for an empty answer', () => {
    expect(readInPieces('[ ]', 1)).toEqual([]);
    expect(readInPieces('', 1)).toBeUndefined();
    expect(readInPieces('  ', 1)).toBeUndefined();
  });

  it.each([
    ['{"a":1}', 'not a JSON array'],
    ['[1,2', 'Unexpected end'],
    ['[1,2] x', 'after the JSON array'],
    ['[1,,2]', 'missing'],
    ['[,1]', 'missing'],
    ['[1,]', 'missing'],
    ['[1}', 'Unexpected }'],
  ])('rejects %s', (text, message) => {
    expect(() => readInPieces(text, 1)).toThrow(message);
  });

  it('rejects an element that is not JSON, as JSON.parse does', () => {
    expect(() => readInPieces('[{"a":tru}]', 4)).toThrow(SyntaxError);
  });
});
