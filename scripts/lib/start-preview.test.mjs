import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, root, vitePreviewArgs } from './processes.mjs';

// The server of `npm start`'s built console: `vite preview` in mode `mock` (vitePreviewArgs), here on a stand-in build
// folder (what is built in is build/api-mode.test.ts's): the stand-in login page with the personas, the world's own
// endpoints passed to the world, and the SPA for a page address.
describe("npm start's preview in mode mock", () => {
  let server;
  let world;
  let outDir;
  let base;
  const previousWorldPort = process.env.WORLD_PORT;

  beforeAll(async () => {
    world = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url === '/__world/outbox' ? [] : { unexpected: request.url }));
    });
    const worldPort = await freePort();
    await new Promise((resolve) => world.listen(worldPort, '127.0.0.1', resolve));
    process.env.WORLD_PORT = String(worldPort);
    outDir = mkdtempSync(path.join(tmpdir(), 'start-preview-'));
    writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>the built console</title>');
    const port = await freePort();
    const args = vitePreviewArgs({ outDir, port });
    const mode = args[args.indexOf('--mode') + 1];
    server = await preview({ root, mode, logLevel: 'silent', build: { outDir }, preview: { port } });
    base = `http://localhost:${port}`;
    // Vite bundles and loads vite.config.ts first: seconds on a busy 2-core machine.
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    world?.close();
    rmSync(outDir, { recursive: true, force: true });
    if (previousWorldPort === undefined) delete process.env.WORLD_PORT;
    else process.env.WORLD_PORT = previousWorldPort;
  });

  it('serves the stand-in login page with the personas', async () => {
    const page = await (await fetch(`${base}/authentication/login`)).text();
    expect(page).toContain('Mock sign-in');
    expect(page).toContain('href="/?mockPersona=superUser"');
  });

  it("passes the world's outbox on to the world", async () => {
    expect(await (await fetch(`${base}/__world/outbox`)).json()).toEqual([]);
  });

  it('serves the built console for a page address', async () => {
    expect(await (await fetch(`${base}/admin/users`)).text()).toContain('the built console');
  });
});
