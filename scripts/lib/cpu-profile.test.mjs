import { describe, expect, it } from 'vitest';
import { fromCheckout, packageOf, selfTimes } from './cpu-profile.mjs';

describe('CPU profile self time', () => {
  it('gives each sample the time until the next to the frame it was taken in', () => {
    const frame = (functionName, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, callFrame: frame('createRow', 'http://x/assets/vendor.js') },
        { id: 3, callFrame: frame('(garbage collector)') },
      ],
      samples: [2, 2, 3, 2],
      timeDeltas: [500, 1500, 1000, 250],
    };
    expect(selfTimes(profile, (callFrame) => callFrame.functionName)).toEqual(
      new Map([
        ['createRow', 2.25],
        ['(garbage collector)', 1],
      ]),
    );
  });

  it('names a source by its package or its folder under src, the same in any checkout', () => {
    expect(packageOf(fromCheckout('../../../work/main/node_modules/@tanstack/table-core/build/lib/index.mjs'))).toBe(
      '@tanstack/table-core',
    );
    expect(packageOf(fromCheckout('../../../work/other/src/components/data-grid/grid-rows.ts'))).toBe(
      'src/components/data-grid',
    );
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('(program)')).toBe('(program)');
  });
});
