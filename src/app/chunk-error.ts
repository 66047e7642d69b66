/**
 * SPEC 8 "Loading chunk {n} failed": recognises the error a failed dynamic import raises, and names the chunk.
 * Browsers word it differently: "Failed to fetch dynamically imported module: <url>" (Chromium),
 * "error loading dynamically imported module: <url>" (Firefox), "Importing a module script failed" (Safari).
 */
const patterns = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || patterns.some((p) => p.test(error.message));
}

/** The chunk's name (its file name without hash and extension), or "unknown". */
export function chunkNameOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const url = /(https?:\/\/\S+|\/\S+\.js)/.exec(message)?.[1];
  if (!url) return 'unknown';
  const file = url.split('/').pop() ?? url;
  // Rollup's default [hash] is exactly 8 url-safe characters; a longer match would eat hyphenated names (edit-user).
  return file.replace(/\.js.*$/, '').replace(/-[A-Za-z0-9_-]{8}$/, '') || 'unknown';
}
