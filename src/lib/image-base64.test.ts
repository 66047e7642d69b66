// @vitest-environment jsdom
// (FileReader is a browser API.)
import { describe, expect, it } from 'vitest';
import { guessImageMime, isImageFile, readFileAsBase64, stripDataUrlPrefix, toDataUrl } from './image-base64';

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
