import { describe, expect, it } from 'vitest';
import { probeMachine } from './machine-probe.mjs';

describe('the machine probe', () => {
  it('reports the loop and both writes in whole ms, the writes per GB', () => {
    const machine = probeMachine({ megabytes: 32, loop: 1e6 });
    expect(Object.keys(machine)).toEqual(['cpuLoopMs', 'firstTouchMsPerGB', 'rewriteMsPerGB']);
    for (const value of Object.values(machine)) expect(Number.isInteger(value) && value >= 0).toBe(true);
  });
});
