import { describe, expect, it, vi } from 'vitest';
import { runAtOnce, runInSlices, stableOrderSteps, type Steps } from './sliced-work';

function* counting(to: number, seen: number[]): Steps<number> {
  let total = 0;
  for (let i = 1; i <= to; i += 1) {
    seen.push(i);
    total += i;
    yield;
  }
  return total;
}

describe('runAtOnce', () => {
  it('runs every step in this task and gives the result', () => {
    const seen: number[] = [];
    expect(runAtOnce(counting(4, seen))).toBe(10);
    expect(seen).toEqual([1, 2, 3, 4]);
  });
});

describe('runInSlices', () => {
  it('gives the same result as running at once, pausing once a slice has run its time', async () => {
    const seen: number[] = [];
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const pause = vi.fn(() => Promise.resolve());
    try {
      expect(await runInSlices(counting(6, seen), { sliceMs: 12, pause })).toBe(21);
    } finally {
      clock.mockRestore();
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    // Each reading of the clock is 5 ms later: a slice ends after its third step, and the last step pauses no more.
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('stops at the next pause once aborted, answering undefined and running the generator no further', async () => {
    const seen: number[] = [];
    const controller = new AbortController();
    const pause = vi.fn(() => {
      controller.abort();
      return Promise.resolve();
    });
    const result = await runInSlices(counting(100, seen), { signal: controller.signal, sliceMs: 0, pause });
    expect(result).toBeUndefined();
    expect(seen).toEqual([1]);
  });

  it('does not start work whose signal is already aborted', async () => {
    const seen: number[] = [];
    const controller = new AbortController();
    controller.abort();
    expect(await runInSlices(counting(3, seen), { signal: controller.signal })).toBeUndefined();
    expect(seen).toEqual([]);
  });
});

describe('stableOrderSteps', () => {
  it('orders positions across many runs like a stable sort, pausing between runs and merges', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i * 7919) % 97);
    const compare = (a: number, b: number) => (values[a] as number) - (values[b] as number);
    const steps = stableOrderSteps(values.length, compare);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    const expected = values.map((_, i) => i).sort(compare);
    expect(Array.from(step.value)).toEqual(expected);
    // Five runs of 1,024, then each merge level pauses every 2,048 positions.
    expect(pauses).toBeGreaterThan(5);
  });
});
