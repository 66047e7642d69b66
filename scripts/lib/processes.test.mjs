import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { untilListening } from './processes.mjs';

describe('a server that is starting', () => {
  it('fails the start at once, naming the server, when it exits before it listens (a port already taken)', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    const never = new Promise(() => {});
    await expect(untilListening({ child }, 'Vite', 5173, never)).rejects.toThrow(
      'Vite exited (code 3) before it listened on 5173',
    );
  });

  it('is started once it listens', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      await expect(untilListening({ child }, 'The world', 4011, Promise.resolve())).resolves.toBeUndefined();
    } finally {
      child.kill();
    }
  });
});
