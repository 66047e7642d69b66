import { describe, expect, it } from 'vitest';
import { BATCH_ROWS } from './json-array-batches';
import { readJsonArray } from './json-array-stream';

/** A body that gives `pieces` one by one, then ends (or fails with `failure`). */
function bodyOf(pieces: string[], failure?: Error): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]));
      else if (failure) controller.error(failure);
      else controller.close();
    },
  });
}

// jsdom has no Worker: these run the same reader on the page's thread (the browser's path is the e2e specs').
describe('readJsonArray without a Worker', () => {
  it('gathers the elements of an answer that arrives in pieces', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: `u${i}`, name: `User, "${i}"` }));
    const text = JSON.stringify(rows);
    const pieces = Array.from({ length: Math.ceil(text.length / 1000) }, (_, i) =>
      text.slice(i * 1000, i * 1000 + 1000),
    );
    await expect(readJsonArray(bodyOf(pieces))).resolves.toEqual(rows);
  });

  it('hands over a copy of the first whole batch while the rest still reads, once; a short list none', async () => {
    const rows = Array.from({ length: BATCH_ROWS * 2 + 10 }, (_, i) => ({ id: `u${i}` }));
    const text = JSON.stringify(rows);
    const half = text.indexOf(`{"id":"u${BATCH_ROWS + 5}"}`);
    const shown: unknown[][] = [];
    let whole: unknown[] | undefined;
    const read = readJsonArray(bodyOf([text.slice(0, half), text.slice(half)]), undefined, (first) => {
      shown.push(first);
      whole = first;
    });
    await expect(read).resolves.toEqual(rows);
    expect(shown).toHaveLength(1);
    expect(whole).toEqual(rows.slice(0, BATCH_ROWS + 5));
    const short: unknown[][] = [];
    await readJsonArray(bodyOf([JSON.stringify(rows.slice(0, 10))]), undefined, (first) => short.push(first));
    expect(short).toEqual([]);
  });

  it('gives undefined for an empty body', async () => {
    await expect(readJsonArray(bodyOf([]))).resolves.toBeUndefined();
  });

  it('rejects an answer that is not a JSON array, or is cut short', async () => {
    await expect(readJsonArray(bodyOf(['<html>']))).rejects.toThrow(SyntaxError);
    await expect(readJsonArray(bodyOf(['[{"a":1},']))).rejects.toThrow('Unexpected end');
  });

  it("rejects with the body's own failure (the connection lost)", async () => {
    const lost = new TypeError('network error');
    await expect(readJsonArray(bodyOf(['[1,'], lost))).rejects.toBe(lost);
  });

  it('stops reading when its call is cancelled', async () => {
    const controller = new AbortController();
    const reason = new DOMException('cancelled', 'AbortError');
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('[1,'));
        controller.abort(reason);
      },
    });
    await expect(readJsonArray(body, controller.signal)).rejects.toBe(reason);
  });
});
