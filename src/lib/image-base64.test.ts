// @vitest-environment jsdom
// (FileReader is a browser API.)
import { describe, expect, it } from 'vitest';
import {
  acceptedImageTypeOf,
  guessImageMime,
  isImageFile,
  readFileAsBase64,
  stripDataUrlPrefix,
  toDataUrl,
} from './image-base64';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('stripDataUrlPrefix', () => {
  it('removes the data URL prefix', () => {
    expect(stripDataUrlPrefix(`data:image/png;base64,${PNG}`)).toBe(PNG);
    expect(stripDataUrlPrefix('data:image/svg+xml;base64,PHN2Zz4=')).toBe('PHN2Zz4=');
  });

  it('removes a prefix with parameters', () => {
    expect(stripDataUrlPrefix('data:image/png;name=a.png;base64,AAAA')).toBe('AAAA');
  });

  it('leaves plain base64 unchanged', () => {
    expect(stripDataUrlPrefix(PNG)).toBe(PNG);
    expect(stripDataUrlPrefix('')).toBe('');
  });
});

describe('toDataUrl', () => {
  it('adds the prefix with the given MIME type', () => {
    expect(toDataUrl('AAAA', 'image/gif')).toBe('data:image/gif;base64,AAAA');
  });

  it('recognises common formats', () => {
    expect(toDataUrl(PNG)).toBe(`data:image/png;base64,${PNG}`);
    expect(toDataUrl('/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(toDataUrl('PHN2ZyB4bWxucz0')).toBe('data:image/svg+xml;base64,PHN2ZyB4bWxucz0');
  });

  it('falls back to image/*', () => {
    expect(toDataUrl('AAAA')).toBe('data:image/*;base64,AAAA');
  });

  it('returns empty for an empty value and keeps an existing data URL', () => {
    expect(toDataUrl('  ')).toBe('');
    expect(toDataUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('round-trips with stripDataUrlPrefix', () => {
    expect(stripDataUrlPrefix(toDataUrl(PNG))).toBe(PNG);
  });
});

describe('guessImageMime', () => {
  it('returns undefined for unknown data', () => {
    expect(guessImageMime('SGVsbG8=')).toBeUndefined();
  });
});

describe('isImageFile', () => {
  it('accepts image MIME types only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({ type: 'image/' })).toBe(false);
  });
});

describe('readFileAsBase64', () => {
  it('resolves with base64 without the prefix', async () => {
    const file = new File(['Hello'], 'hello.png', { type: 'image/png' });
    await expect(readFileAsBase64(file)).resolves.toBe('SGVsbG8=');
  });
});

describe('acceptedImageTypeOf', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

  it('knows PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(acceptedImageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0))).toBe('image/png');
    expect(acceptedImageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(acceptedImageTypeOf(bytes('GIF89a'))).toBe('image/gif');
    expect(acceptedImageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(acceptedImageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });

  it('refuses SVG, other formats and near misses', () => {
    for (const head of [
      bytes('<svg xmlns='),
      bytes('<?xml versi'),
      bytes('BM'),
      bytes(0, 0, 1, 0),
      bytes('RIFF', 0, 0, 0, 0, 'WAVE'),
      bytes('GIF90a'),
      bytes(0x89, 'PNX'),
      bytes(),
    ]) {
      expect(acceptedImageTypeOf(head)).toBeUndefined();
    }
  });
});
