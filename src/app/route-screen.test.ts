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

  it("asks for the screen's code a task after the loader's calls, and lets what waits for it go once it is in", async () => {
    vi.resetModules();
    const { withScreen: fresh } = await import('./route-screen');
    const { afterPageScreen, afterPageCode } = await import('./page-first');
    const order: string[] = [];
    void afterPageScreen().then(() => order.push('grid asked for'));
    void afterPageCode().then(() => order.push('shell extras asked for'));
    let downloaded = () => undefined as void;
    const preload = vi.fn(() => {
      order.push('screen asked for');
      return new Promise<void>((resolve) => (downloaded = resolve));
    });
    const loaded = fresh({ preload });
    expect(preload).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(preload).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve));
    expect(order).toEqual(['screen asked for']);
    downloaded();
    await loaded;
    // The shell's extras go when the browser is next idle.
    await afterPageCode();
    expect(order).toEqual(['screen asked for', 'grid asked for', 'shell extras asked for']);
  });

  it("lets what waits for the screen go at once when it is already there, the shell's extras once the browser is idle", async () => {
    vi.resetModules();
    const { withScreen: fresh } = await import('./route-screen');
    const { afterPageScreen, afterPageCode } = await import('./page-first');
    let screenIn = false;
    void afterPageScreen().then(() => (screenIn = true));
    void fresh({ preload: undefined });
    await Promise.resolve();
    expect(screenIn).toBe(true);
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
