import { beforeEach, describe, expect, it, vi } from 'vitest';

type PageFirst = typeof import('./page-first');

/** Whether `promise` has settled once pending jobs have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve));
  return done;
}

describe('page-first gates', () => {
  let gates: PageFirst;
  beforeEach(async () => {
    vi.resetModules();
    gates = await import('./page-first');
  });

  it('hold the first page from the start until its calls and its code', async () => {
    expect(await settled(gates.afterPageCalls())).toBe(false);
    gates.pageCallsStarted();
    expect(await settled(gates.afterPageCalls())).toBe(true);
    expect(await settled(gates.afterPageCode())).toBe(false);
    gates.pageCodeLoaded();
    // Once the browser is next idle.
    await expect(gates.afterPageCode()).resolves.toBeUndefined();
  });

  it("hold the page's calls again on each navigation, and its code only once", async () => {
    gates.pageCodeLoaded();
    await gates.afterPageCode();
    gates.holdForPageCalls();
    const calls = gates.afterPageCalls();
    expect(await settled(calls)).toBe(false);
    expect(await settled(gates.afterPageCode())).toBe(true);
    gates.pageCallsStarted();
    expect(await settled(calls)).toBe(true);
  });

  it('open the calls when the code has loaded (a route without calls of its own)', async () => {
    gates.holdForPageCalls();
    gates.pageCodeLoaded();
    expect(await settled(gates.afterPageCalls())).toBe(true);
  });

  it('let a second hold of the same navigation wait for the same opening', async () => {
    gates.holdForPageCalls();
    const first = gates.afterPageCalls();
    gates.holdForPageCalls();
    expect(gates.afterPageCalls()).toBe(first);
  });
});
