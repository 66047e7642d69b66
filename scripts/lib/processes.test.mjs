import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import playwrightConfig from '../../playwright.config.ts';
import {
  consoleOrigins,
  ensurePortFree,
  freePort,
  prismMockArgs,
  prismProxyArgs,
  runStoppable,
  untilListening,
  viteBuildArgs,
  vitePreviewArgs,
} from './processes.mjs';

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

// Prism's --cors (on by default) echoes any Origin with Access-Control-Allow-Credentials: a page of any site could
// read and change the mock as any persona. The console reaches Prism same-origin through Vite's proxy.
describe("Prism's arguments", () => {
  it('turn its CORS headers off, for the example mock and the proxy', () => {
    const corsOf = (args) => args[args.indexOf('--cors') + 1];
    for (const args of [
      prismMockArgs(),
      prismMockArgs({ port: 4110, dynamic: true }),
      prismProxyArgs({ upstream: 'http://127.0.0.1:4011' }),
      prismProxyArgs({ upstream: 'http://127.0.0.1:4011', errors: false, verbose: 'error' }),
    ])
      expect(corsOf(args), args.join(' ')).toBe('false');
  });

  it('turn its CORS headers off in every Prism the e2e run starts', () => {
    const prisms = playwrightConfig.webServer
      .map((server) => server.command)
      .filter((command) => command.includes('/prism '));
    expect(prisms).toHaveLength(2);
    for (const command of prisms) expect(command).toMatch(/ --cors false( |$)/);
  });
});

describe("the console's origins, which the world allows", () => {
  it('are its port under each loopback name and each name the world is reached by', () => {
    expect(consoleOrigins(5173)).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']);
    expect(consoleOrigins(4174, ['qa-box.internal'])).toContain('http://qa-box.internal:4174');
  });

  it('are given to the world the e2e run starts: the origin of the preview on it', () => {
    const world = playwrightConfig.webServer.find((server) => server.command.includes('world/server.ts'));
    const preview = playwrightConfig.webServer.find((server) => server.env?.WORLD_PORT);
    expect(world.command).toContain(`--allow-origin http://localhost:${preview.env.PORT}`);
  });
});

describe('runStoppable', () => {
  it('collects what a command prints, with its exit code', async () => {
    const script = 'console.log("out"); console.error("err"); process.exitCode = 3';
    const { status, output } = await runStoppable(process.execPath, ['-e', script], process.env).done;
    expect({ status, lines: output.trim().split('\n').sort() }).toEqual({ status: 3, lines: ['err', 'out'] });
  });

  it('stops a command and what it started, and resolves once it has exited', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stoppable-'));
    const pidFile = path.join(dir, 'pid');
    try {
      const run = runStoppable('sh', ['-c', `sleep 30 & echo $! > ${pidFile}; wait`], process.env);
      const written = () => existsSync(pidFile) && readFileSync(pidFile, 'utf8').endsWith('\n');
      for (let i = 0; i < 100 && !written(); i++) await delay(20);
      const started = Number(readFileSync(pidFile, 'utf8'));
      await run.stop();
      expect((await run.done).status).toBeNull();
      // Gone, or a zombie its new parent has yet to reap.
      const alive = () => {
        try {
          process.kill(started, 0);
          return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${started}/stat`, 'utf8'));
        } catch (error) {
          return error.code !== 'ESRCH' && error.code !== 'ENOENT';
        }
      };
      for (let i = 0; i < 50 && alive(); i++) await delay(20);
      expect(alive()).toBe(false);
      await expect(run.stop()).resolves.toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// QA's console (`npm start`) is a build in mode `mock`: the QA switches and stand-in login pages (build/api-mode.ts),
// without the e2e build's hooks on window, which only mode `e2e` adds (src/main.tsx).
describe("npm start's build and its server", () => {
  const modeOf = (args) => args[args.indexOf('--mode') + 1];

  it('builds in mode mock, not e2e, into the folder it is given', () => {
    const args = viteBuildArgs({ outDir: '/tmp/start-dist' });
    expect(args[0]).toBe('build');
    expect(modeOf(args)).toBe('mock');
    expect(args[args.indexOf('--outDir') + 1]).toBe('/tmp/start-dist');
  });

  it('serves that folder with vite preview in the same mode, so the preview loads the stand-in login pages', () => {
    const args = vitePreviewArgs({ outDir: '/tmp/start-dist', port: 5173 });
    expect(args[0]).toBe('preview');
    expect(modeOf(args)).toBe('mock');
    expect(args[args.indexOf('--outDir') + 1]).toBe('/tmp/start-dist');
    expect(args[args.indexOf('--port') + 1]).toBe('5173');
  });
});
