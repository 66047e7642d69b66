import { describe, expect, it, vi } from 'vitest';
import { withScreen } from './route-screen';

describe('withScreen', () => {
  it("waits for the screen's download and answers the loader's data", async () => {
    let loaded = false;
    const preload = vi.fn(() => Promise.resolve().then(() => void (loaded = true)));
    await expect(withScreen({ preload }, Promise.resolve(42))).resolves.toBe(42);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(loaded).toBe(true);
  });

  it('answers undefined when the loader only starts calls', async () => {
    await expect(withScreen({ preload: () => Promise.resolve() })).resolves.toBeUndefined();
  });

  it('does without preload once the screen has loaded (the lazy component drops it)', async () => {
    await expect(withScreen({ preload: undefined }, 'data')).resolves.toBe('data');
  });

  it("fails with the loader's failure", async () => {
    const failure = new Error('not found');
    await expect(withScreen({ preload: () => Promise.resolve() }, Promise.reject(failure))).rejects.toBe(failure);
  });
});
