import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ensurePortFree, freePort, untilListening } from './processes.mjs';

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

  it('does not start on a port another server holds, which would answer in its place', async () => {
    const port = await freePort();
    await expect(ensurePortFree(port, 'The world')).resolves.toBeUndefined();
    const holder = net.createServer();
    await new Promise((resolve) => holder.listen(port, '127.0.0.1', () => resolve(undefined)));
    try {
      await expect(ensurePortFree(port, 'The world')).rejects.toThrow(`The world cannot start: port ${port} is taken`);
    } finally {
      holder.close();
    }
  });
});
