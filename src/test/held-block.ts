import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For the tests of a block loaded on demand (src/components/on-demand): makes the block's module (`blockUrl`, its
 * file as a URL) arrive only when the test says so, or fail to arrive, so the time before it is there can be seen.
 * Call it before importing the wrapper (`await import(...)`, after it: the modules are loaded afresh), and
 * `restore()` after the test.
 */
export function holdBlock(blockUrl: URL) {
  const path = blockUrl.pathname;
  let release!: () => void;
  let fail!: () => void;
  const gate = new Promise<void>((resolve, reject) => {
    release = resolve;
    fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
  // The failure is seen through the block's import; made before that import waits for it, it is not unhandled.
  gate.catch(() => undefined);
  vi.resetModules();
  vi.doMock(path, async () => {
    await gate;
    return vi.importActual(path);
  });
  const settle = async (action: () => void) => {
    action();
    await act(async () => {
      // The wrapper's own import of the block was made first, so it has settled when this one has.
      await import(/* @vite-ignore */ path).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return {
    arrive: () => settle(release),
    failToArrive: () => settle(fail),
    restore: () => {
      vi.doUnmock(path);
      vi.resetModules();
    },
  };
}
