// How fast this machine is while the bench runs, so that runs are compared only at like speeds (docs/quality.md,
// "Timings").
import { execFileSync } from 'node:child_process';

/** A CPU loop slower than this (ms) is a slow hour: the bench's interaction targets are then 300 ms, not 200. */
export const SLOW_CPU_LOOP_MS = 1000;

/**
 * 'slow' when the probe at the run's start or end read a CPU loop over SLOW_CPU_LOOP_MS, 'quiet' when both were read
 * and neither did, null when neither was read.
 */
export function machineState(machine) {
  const loops = [machine?.atStart?.cpuLoopMs, machine?.atEnd?.cpuLoopMs].filter((ms) => typeof ms === 'number');
  if (!loops.length) return null;
  return loops.some((ms) => ms > SLOW_CPU_LOOP_MS) ? 'slow' : 'quiet';
}

/** Whole ms per GB, from ms taken over `megabytes`. */
export const perGB = (ms, megabytes) => Math.round((ms * 1024) / megabytes);

/**
 * In a fresh Node process: `cpuLoopMs`, a fixed loop of additions; `firstTouchMsPerGB`, the first write to memory
 * the process has not used yet (each new page's fault, costly on a VM whose host hands memory out lazily);
 * `rewriteMsPerGB`, writing the same memory again. Null when the probe cannot run.
 */
export function probeMachine({ megabytes = 256, loop = 1e8 } = {}) {
  const script = `
    let sum = 0;
    const loopStart = performance.now();
    for (let i = 0; i < ${Number(loop)}; i++) sum += i;
    const cpuLoopMs = performance.now() - loopStart;
    const memory = Buffer.allocUnsafeSlow(${Number(megabytes)} * 1024 * 1024);
    const touchStart = performance.now();
    memory.fill(1);
    const touchMs = performance.now() - touchStart;
    const rewriteStart = performance.now();
    memory.fill(2);
    const rewriteMs = performance.now() - rewriteStart;
    console.log(JSON.stringify({ cpuLoopMs, touchMs, rewriteMs, sum: sum > 0 }));`;
  try {
    const measured = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
    return {
      cpuLoopMs: Math.round(measured.cpuLoopMs),
      firstTouchMsPerGB: perGB(measured.touchMs, megabytes),
      rewriteMsPerGB: perGB(measured.rewriteMs, megabytes),
    };
  } catch {
    return null;
  }
}
