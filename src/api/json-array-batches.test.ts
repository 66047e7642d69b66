import { describe, expect, it } from 'vitest';
import { createJsonArrayBatcher, jsonArrayWorkerHandler, type FromJsonArrayWorker } from './json-array-batches';

const encode = (text: string) => new TextEncoder().encode(text);

describe('createJsonArrayBatcher', () => {
  it('gives batches of at least the batch size as their bytes arrive, then the rest', () => {
    const batches: unknown[][] = [];
    const batcher = createJsonArrayBatcher((rows) => batches.push(rows), 2, 2);
    batcher.bytes(encode('[1,2'));
    expect(batches).toEqual([]);
    batcher.bytes(encode(',3,4,5,'));
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    batcher.bytes(encode('6]'));
    expect(batcher.end()).toBe(true);
    expect(batches).toEqual([[1, 2, 3, 4, 5], [6]]);
  });

  it('gives a smaller first batch, as soon as its elements are complete', () => {
    const batches: unknown[][] = [];
    const batcher = createJsonArrayBatcher((rows) => batches.push(rows), 4, 2);
    batcher.bytes(encode('[1,'));
    expect(batches).toEqual([]);
    batcher.bytes(encode('2,3'));
    expect(batches).toEqual([[1, 2]]);
    batcher.bytes(encode(',4,5,6'));
    expect(batches).toEqual([[1, 2]]);
    batcher.bytes(encode(',7'));
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
    batcher.bytes(encode(']'));
    expect(batcher.end()).toBe(true);
    expect(batches.at(-1)).toEqual([7]);
  });

  it('decodes characters split between pieces', () => {
    const batches: unknown[][] = [];
    const batcher = createJsonArrayBatcher((rows) => batches.push(rows));
    const bytes = encode('["Zoë 日本"]');
    for (let i = 0; i < bytes.length; i++) batcher.bytes(bytes.slice(i, i + 1));
    batcher.end();
    expect(batches).toEqual([['Zoë 日本']]);
  });
});

describe('jsonArrayWorkerHandler', () => {
  it('answers the rows, then done', () => {
    const posted: FromJsonArrayWorker[] = [];
    const handle = jsonArrayWorkerHandler((message) => posted.push(message));
    handle({ type: 'bytes', bytes: encode('[{"id":"a"}]') });
    handle({ type: 'end' });
    expect(posted).toEqual([
      { type: 'rows', rows: [{ id: 'a' }] },
      { type: 'done', empty: false },
    ]);
  });

  it('says an empty answer is empty', () => {
    const posted: FromJsonArrayWorker[] = [];
    jsonArrayWorkerHandler((message) => posted.push(message))({ type: 'end' });
    expect(posted).toEqual([{ type: 'done', empty: true }]);
  });

  it('answers one error for an answer that is not a JSON array, and nothing after it', () => {
    const posted: FromJsonArrayWorker[] = [];
    const handle = jsonArrayWorkerHandler((message) => posted.push(message));
    handle({ type: 'bytes', bytes: encode('<html>') });
    handle({ type: 'end' });
    expect(posted).toEqual([{ type: 'error', message: 'The answer is not a JSON array' }]);
  });
});
