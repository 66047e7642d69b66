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

  it('hold the first page from the start until its screen has downloaded', async () => {
    expect(await settled(gates.afterPageScreen())).toBe(false);
    expect(await settled(gates.afterPageCode())).toBe(false);
    gates.pageCodeLoaded();
    expect(await settled(gates.afterPageScreen())).toBe(true);
    // Once the browser is next idle.
    await expect(gates.afterPageCode()).resolves.toBeUndefined();
  });

  it("hold the page's screen again on each navigation, and the first page's code only once", async () => {
    gates.pageCodeLoaded();
    await gates.afterPageCode();
    gates.holdForPageScreen();
    const screen = gates.afterPageScreen();
    expect(await settled(screen)).toBe(false);
    expect(await settled(gates.afterPageCode())).toBe(true);
    gates.pageCodeLoaded();
    expect(await settled(screen)).toBe(true);
  });

  it('let a second hold of the same navigation wait for the same opening', async () => {
    gates.holdForPageScreen();
    const first = gates.afterPageScreen();
    gates.holdForPageScreen();
    expect(gates.afterPageScreen()).toBe(first);
  });
});
