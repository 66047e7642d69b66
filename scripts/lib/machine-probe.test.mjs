import { describe, expect, it } from 'vitest';
import { perGB, probeMachine } from './machine-probe.mjs';

describe('the machine probe', () => {
  it('scales a write of some megabytes to whole ms per GB', () => {
    expect(perGB(850.4, 256)).toBe(3402);
    expect(perGB(15, 1024)).toBe(15);
    expect(perGB(0.2, 256)).toBe(1);
  });

  it('reports the loop and both writes, measured in a child process', () => {
    const machine = probeMachine({ megabytes: 32, loop: 1e6 });
    expect(machine).not.toBeNull();
    expect(Object.keys(machine ?? {})).toEqual(['cpuLoopMs', 'firstTouchMsPerGB', 'rewriteMsPerGB']);
    for (const value of Object.values(machine ?? {})) expect(Number.isInteger(value) && value >= 0).toBe(true);
    // Writing 32 MB takes some time, scaled to a gigabyte it is at least a millisecond.
    expect(machine?.rewriteMsPerGB).toBeGreaterThan(0);
  });
});
