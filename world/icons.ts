import { deflateSync } from 'node:zlib';

/**
 * The application icons the seed names: the contract's examples name icons on a CDN that does not exist
 * (`cdn.kappapos.example`), and each page that showed one logged failed loads. The console shows a server-named icon
 * only from an `https:` address of another origin or as an inline raster image, so the world gives each icon as an
 * inline PNG it draws itself: a rounded square in a colour of its own, chosen from the icon's name.
 */
export const ICON_SIZE = 32;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const RADIUS = 6;
const COLOURS: readonly (readonly [number, number, number])[] = [
  [0x1c, 0x7e, 0xd6],
  [0x2f, 0x9e, 0x44],
  [0xe8, 0x59, 0x0c],
  [0x70, 0x48, 0xe8],
  [0x0c, 0x85, 0x99],
  [0xc2, 0x25, 0x5c],
  [0x5c, 0x94, 0x0d],
  [0xe6, 0x77, 0x00],
];

/** Each icon's `data:` URI, drawn once per name. */
const drawn = new Map<string, string>();

/**
 * The seed's icon for an address the contract's examples name: an inline PNG named after the address's file
 * (`…/POS Terminal.png?v=2` and `…/pos-terminal.png` give the same). Null stays null (an application without an icon).
 */
export function worldIconUri(exampleUri: string | null | undefined): string | null {
  if (!exampleUri) return null;
  const file = exampleUri.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const name =
    file
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'app';
  let uri = drawn.get(name);
  if (!uri) {
    uri = `data:image/png;base64,${iconPng(name).toString('base64')}`;
    drawn.set(name, uri);
  }
  return uri;
}

/** The colour of an icon name (the same name always gets the same one). */
export function iconColour(name: string): readonly [number, number, number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length] ?? [0x1c, 0x7e, 0xd6];
}

/** A PNG of ICON_SIZE × ICON_SIZE (8-bit RGBA): a rounded square in the name's colour, transparent outside it. */
function iconPng(name: string): Buffer {
  const [red, green, blue] = iconColour(name);
  const row = 1 + ICON_SIZE * 4;
  const pixels = Buffer.alloc(row * ICON_SIZE); // each row: filter type 0, then its pixels
  for (let y = 0; y < ICON_SIZE; y++) {
    for (let x = 0; x < ICON_SIZE; x++) {
      // Outside the square's rounded corners stays transparent (zeros).
      const dx = Math.max(RADIUS - (x + 0.5), x + 0.5 - (ICON_SIZE - RADIUS), 0);
      const dy = Math.max(RADIUS - (y + 0.5), y + 0.5 - (ICON_SIZE - RADIUS), 0);
      if (dx * dx + dy * dy > RADIUS * RADIUS) continue;
      pixels.set([red, green, blue, 0xff], y * row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(ICON_SIZE, 0);
  header.writeUInt32BE(ICON_SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, no filter method, not interlaced
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG chunk: its data's length, its type, the data, and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO-HDLC, as PNG and zlib's `crc32` reckon it). */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
