import { describe, expect, it } from 'vitest';
import { machineState, perGB, probeMachine, SLOW_CPU_LOOP_MS } from './machine-probe.mjs';

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

  it('calls a run slow when its start or its end read a CPU loop over the limit', () => {
    const probe = (cpuLoopMs) => ({ cpuLoopMs, firstTouchMsPerGB: 500, rewriteMsPerGB: 40 });
    expect(machineState({ atStart: probe(620), atEnd: probe(640) })).toBe('quiet');
    expect(machineState({ atStart: probe(SLOW_CPU_LOOP_MS), atEnd: null })).toBe('quiet');
    expect(machineState({ atStart: probe(620), atEnd: probe(SLOW_CPU_LOOP_MS + 1) })).toBe('slow');
    expect(machineState({ atStart: probe(1250) })).toBe('slow');
    expect(machineState({ atStart: null, atEnd: null })).toBeNull();
    expect(machineState(undefined)).toBeNull();
  });
});
