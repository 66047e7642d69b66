import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { ICONS_PATH, iconSvg, worldIconUri } from './icons';
import { createWorld, defaultSeedOptions } from './seed';
import { startWorldServer } from './server';

let server: http.Server;
let base = '';

beforeAll(async () => {
  server = await startWorldServer({ ...defaultSeedOptions, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the world's icons", () => {
  it('serves every icon the seed names: an address of its own, an image', async () => {
    const { state } = createWorld(await loadContract(), defaultSeedOptions);
    const uris = new Set(
      [...Object.values(state.packages), ...Object.values(state.applications)].map((record) => record.iconUri),
    );
    expect(uris.size).toBeGreaterThan(1);
    for (const uri of uris) {
      expect(uri).toMatch(new RegExp(`^${ICONS_PATH}[a-z0-9-]+\\.svg$`));
      const answer = await fetch(`${base}${uri}`);
      expect(answer.status, uri ?? '').toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
      expect(await answer.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('answers a name that is not an icon with 404', async () => {
    for (const path of ['nope.png', '..%2Fserver.ts', 'Upper.svg', '']) {
      expect((await fetch(`${base}${ICONS_PATH}${path}`)).status, path).toBe(404);
    }
  });

  it('names an icon after the file of the address the contract gives, and keeps none as none', () => {
    expect(worldIconUri('https://cdn.kappapos.example/apps/pos-terminal.png')).toBe(`${ICONS_PATH}pos-terminal.svg`);
    expect(worldIconUri('/icons/apps/Kitchen Display.PNG?v=2')).toBe(`${ICONS_PATH}kitchen-display.svg`);
    expect(worldIconUri(null)).toBeNull();
    expect(iconSvg('install-service.svg')).toContain('>IS</text>');
  });
});
