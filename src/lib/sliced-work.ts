import { nextTask } from './next-task';

/**
 * Work written once as a generator that yields at points where it may pause: run to its end at once (`runAtOnce`,
 * where the answer is needed in this render) or in slices that give the browser its turn between them
 * (`runInSlices`, where a long task would freeze the page). Both fill the same caches.
 */
export type Steps<R> = Generator<void, R, void>;

/** Runs the work to its end in this task and gives its result. */
export function runAtOnce<R>(steps: Steps<R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** How long a slice runs before the browser gets its turn: short enough that a keystroke waits for no more. */
export const SLICE_MS = 12;

/**
 * Runs the work in slices of about `sliceMs`, the browser's turn between two. Resolves with the result, or with
 * `undefined` once `signal` is aborted (the work stops at its next pause; what it has cached stays).
 */
export async function runInSlices<R>(
  steps: Steps<R>,
  options: { signal?: AbortSignal; sliceMs?: number; pause?: () => Promise<void> } = {},
): Promise<R | undefined> {
  const { signal, sliceMs = SLICE_MS, pause = nextTask } = options;
  let sliceStart = performance.now();
  for (;;) {
    if (signal?.aborted) {
      steps.return(undefined as R);
      return undefined;
    }
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
}

/** Positions sorted in runs of this many by the engine's own (stable) sort, then merged with a pause every few merges. */
const SORT_RUN = 1024;

/** Positions 0..n-1 in a stable order of `compare`, pausing between runs and every 2,048 merged positions. */
export function* stableOrderSteps(length: number, compare: (a: number, b: number) => number): Steps<Uint32Array> {
  let order = new Uint32Array(length);
  for (let i = 0; i < length; i += 1) order[i] = i;
  for (let start = 0; start < length; start += SORT_RUN) {
    order.subarray(start, Math.min(length, start + SORT_RUN)).sort(compare);
    yield;
  }
  let merged = new Uint32Array(length);
  for (let width = SORT_RUN; width < length; width *= 2) {
    for (let left = 0; left < length; left += 2 * width) {
      const middle = Math.min(left + width, length);
      const end = Math.min(left + 2 * width, length);
      let i = left;
      let j = middle;
      let k = left;
      // A tie takes the left run's first: the order stays stable.
      while (i < middle && j < end) {
        merged[k++] =
          compare(order[j] as number, order[i] as number) < 0 ? (order[j++] as number) : (order[i++] as number);
        if ((k & 2047) === 0) yield;
      }
      while (i < middle) merged[k++] = order[i++] as number;
      while (j < end) merged[k++] = order[j++] as number;
    }
    [order, merged] = [merged, order];
  }
  return order;
}

/**
 * A stable order's other direction: its runs of ties in reverse order, each run in the order it had (a stable sort
 * keeps ties in their original order in both directions).
 */
export function* reversedOrderSteps(
  sorted: Uint32Array,
  compare: (a: number, b: number) => number,
): Steps<Uint32Array> {
  const result = new Uint32Array(sorted.length);
  let written = 0;
  let end = sorted.length;
  let sincePause = 0;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && compare(sorted[start - 1] as number, sorted[start] as number) === 0) start -= 1;
    result.set(sorted.subarray(start, end), written);
    written += end - start;
    sincePause += end - start;
    end = start;
    if (sincePause >= 2048) {
      sincePause = 0;
      yield;
    }
  }
  return result;
}

/**
 * A stable sort's result in the other direction: its runs of ties in reverse order, each run in the order it had.
 */
export function reversedKeepingTies<T>(sorted: readonly T[], compare: (a: T, b: T) => number): T[] {
  const positions = new Uint32Array(sorted.length);
  for (let i = 0; i < sorted.length; i += 1) positions[i] = i;
  const order = runAtOnce(reversedOrderSteps(positions, (a, b) => compare(sorted[a] as T, sorted[b] as T)));
  return Array.from(order, (i) => sorted[i] as T);
}
