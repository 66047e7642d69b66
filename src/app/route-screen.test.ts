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

  it("asks for the screen's code a task after the loader's calls, then lets the page's waiting code go", async () => {
    vi.resetModules();
    const { withScreen: fresh } = await import('./route-screen');
    const { afterPageCalls, afterPageCode } = await import('./page-first');
    const order: string[] = [];
    void afterPageCalls().then(() => order.push('calls out'));
    void afterPageCode().then(() => order.push('code loaded'));
    const preload = vi.fn(() => {
      order.push('screen asked for');
      return Promise.resolve();
    });
    const loaded = fresh({ preload });
    expect(preload).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(order).toEqual([]);
    await loaded;
    // The shell's extras go when the browser is next idle.
    await afterPageCode();
    expect(order).toEqual(['screen asked for', 'calls out', 'code loaded']);
  });

  it("lets the page's calls go at once when the screen is already there, its waiting code once the browser is idle", async () => {
    vi.resetModules();
    const { withScreen: fresh } = await import('./route-screen');
    const { afterPageCalls, afterPageCode } = await import('./page-first');
    let callsOut = false;
    void afterPageCalls().then(() => (callsOut = true));
    void fresh({ preload: undefined });
    await Promise.resolve();
    expect(callsOut).toBe(true);
    await expect(afterPageCode()).resolves.toBeUndefined();
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
