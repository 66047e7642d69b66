// How fast this machine is while the bench runs, so that runs on a machine whose speed changed are not compared as
// if it had not (docs/quality.md, "Reading the figures").
import { execFileSync } from 'node:child_process';

/**
 * In a fresh Node process: `cpuLoopMs`, a fixed loop of additions (the CPU); `firstTouchMsPerGB`, the first write to
 * `megabytes` of memory the process has not used yet, per GB (the page faults behind every new page of a heap: a
 * virtual machine whose host hands memory out lazily makes them costly, and large-heap work such as parsing 23 MB or
 * holding 100,000 rows slows with them while the loop does not); `rewriteMsPerGB`, writing the same memory again.
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
  const measured = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  const perGB = (ms) => Math.round((ms * 1024) / megabytes);
  return {
    cpuLoopMs: Math.round(measured.cpuLoopMs),
    firstTouchMsPerGB: perGB(measured.touchMs),
    rewriteMsPerGB: perGB(measured.rewriteMs),
  };
}
