import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { loadContract } from './contract';
import { crc32, ICON_SIZE, iconColour, worldIconUri } from './icons';
import { createWorld, defaultSeedOptions } from './seed';

const DATA_PNG = 'data:image/png;base64,';
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG, each checked against its CRC-32. */
function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = SIGNATURE.length; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type}'s CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  return chunks;
}

function pngOf(uri: string | null): Buffer {
  expect(uri?.startsWith(DATA_PNG), uri?.slice(0, 40)).toBe(true);
  return Buffer.from((uri ?? '').slice(DATA_PNG.length), 'base64');
}

describe("the world's icons", () => {
  it('seeds every icon as an inline PNG of ICON_SIZE square, one per icon name', async () => {
    const { state } = createWorld(await loadContract(), defaultSeedOptions);
    const uris = new Set(
      [...Object.values(state.packages), ...Object.values(state.applications)].map((record) => record.iconUri),
    );
    expect(uris.size).toBeGreaterThan(1);
    for (const uri of uris) {
      const png = pngOf(uri);
      expect([...png.subarray(0, SIGNATURE.length)]).toEqual(SIGNATURE);
      const chunks = chunksOf(png);
      expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const header = chunks[0]?.data ?? Buffer.alloc(0);
      expect(header.length).toBe(13);
      expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([ICON_SIZE, ICON_SIZE]);
      // 8-bit RGBA, deflate, filter method 0, not interlaced.
      expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
      // Each row: its filter type, then 4 bytes a pixel.
      expect(inflateSync(chunks[1]?.data ?? Buffer.alloc(0)).length).toBe(ICON_SIZE * (1 + ICON_SIZE * 4));
    }
  });

  it("draws a square in the name's colour, transparent at its corners", () => {
    const pixels = inflateSync(
      chunksOf(pngOf(worldIconUri('https://cdn.example/pos-terminal.png')))[1]?.data ?? Buffer.alloc(0),
    );
    const pixel = (x: number, y: number) => [...pixels.subarray(y * (1 + ICON_SIZE * 4) + 1 + x * 4).subarray(0, 4)];
    expect(pixel(ICON_SIZE / 2, ICON_SIZE / 2)).toEqual([...iconColour('pos-terminal'), 0xff]);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(ICON_SIZE - 1, ICON_SIZE - 1)[3]).toBe(0);
  });

  it('gives the same name the same icon, named after the file of the address the contract gives, and none as none', async () => {
    const posTerminal = worldIconUri('https://cdn.kappapos.example/apps/pos-terminal.png');
    expect(worldIconUri('/icons/apps/POS Terminal.PNG?v=2')).toBe(posTerminal);
    // Drawn afresh (not the first drawing remembered), the same name still gives the same icon.
    vi.resetModules();
    const fresh = await import('./icons');
    expect(fresh.worldIconUri('https://cdn.kappapos.example/apps/pos-terminal.png')).toBe(posTerminal);
    expect(fresh.worldIconUri('https://cdn.kappapos.example/apps/kitchen-display.png')).toBe(
      worldIconUri('https://cdn.kappapos.example/apps/kitchen-display.png'),
    );
    expect(worldIconUri(null)).toBeNull();
  });

  it('reckons CRC-32 as PNG does', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });
});
