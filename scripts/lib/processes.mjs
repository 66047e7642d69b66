// Starting and stopping the servers the project runs (Prism, Vite): localhost only, stopped by process id.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export async function waitForPort(port, { timeoutMs = 60_000, host = '127.0.0.1' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://${host}:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await delay(200);
    }
  }
  throw new Error(`Nothing answered on ${host}:${port} within ${timeoutMs} ms`);
}

function spawnServer(command, args, { env = {}, inheritOutput = false } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: inheritOutput ? 'inherit' : 'ignore',
    detached: true,
  });
  return {
    pid: child.pid,
    child,
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

export async function startMock({ port = 4010, dynamic = false, inheritOutput = false } = {}) {
  const args = ['mock', 'openapi/openapi.yaml', '-h', '127.0.0.1', '-p', String(port), '--errors'];
  if (dynamic) args.push('-d');
  const server = spawnServer(bin('prism'), args, { inheritOutput });
  await waitForPort(port);
  return server;
}

export async function startVite({ port = 5173, mockPort = 4010, inheritOutput = true, extraEnv = {} } = {}) {
  const server = spawnServer(bin('vite'), ['--port', String(port)], {
    inheritOutput,
    env: { PORT: String(port), MOCK_PORT: String(mockPort), ...extraEnv },
  });
  await waitForPort(port, { host: 'localhost' });
  return server;
}
