import { describe, expect, it } from 'vitest';
import { chunkNameOf, isChunkLoadError } from './chunk-error';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:5173/assets/users-BkX9aQ2c.js',
);
const firefox = new TypeError(
  'error loading dynamically imported module: https://admin.example.com/assets/route-BKz25Jlb.js',
);
const safari = new TypeError('Importing a module script failed.');
const webpackStyle = new Error('Loading chunk 42 failed.');

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic imports of each browser', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(firefox)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(webpackStyle)).toBe(true);
  });

  it('recognises an error named ChunkLoadError', () => {
    const error = new Error('whatever');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('refuses other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module: http://x/a.js')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('chunkNameOf', () => {
  it('names the chunk by its file without hash and extension', () => {
    expect(chunkNameOf(chromium)).toBe('users');
    expect(chunkNameOf(firefox)).toBe('route');
  });

  it('keeps hyphens that belong to the chunk name', () => {
    expect(
      chunkNameOf(new TypeError('Failed to fetch dynamically imported module: http://h/assets/edit-user-BkX9aQ2c.js')),
    ).toBe('edit-user');
    expect(
      chunkNameOf(new TypeError('Failed to fetch dynamically imported module: http://h/assets/audit-logs-a_-9Zq1x.js')),
    ).toBe('audit-logs');
  });

  it('drops a query string after the extension', () => {
    expect(
      chunkNameOf(new TypeError('Failed to fetch dynamically imported module: /assets/teams-AbCd1234.js?v=3')),
    ).toBe('teams');
  });

  it('is unknown when the message carries no file', () => {
    expect(chunkNameOf(safari)).toBe('unknown');
    expect(chunkNameOf(webpackStyle)).toBe('unknown');
    expect(chunkNameOf('not an error')).toBe('unknown');
    expect(chunkNameOf(null)).toBe('unknown');
  });
});
