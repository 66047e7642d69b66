// Deterministic bundle sizes from a production build's manifest: the gzip bytes of JS+CSS a route needs for its
// first paint, and the size of each route's own (code-split) chunk.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No manifest in ${distDir}: build with build.manifest on`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const gzipCache = new Map();
export function gzipBytes(distDir, file) {
  const key = path.join(distDir, file);
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(key), { level: 9 }).length);
  return gzipCache.get(key);
}

/** Files (JS and CSS) that a manifest entry loads before it runs: itself, its static imports, their CSS. */
export function staticClosure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(`chunk:${key}`)) continue;
    seen.add(`chunk:${key}`);
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The route files a URL template runs through (root, layout routes, the leaf), as manifest key prefixes. */
export function routeFilesFor(template) {
  const parts = template.split('/').filter(Boolean);
  const files = ['src/routes/__root.tsx'];
  let dir = 'src/routes';
  for (const [i, part] of parts.entries()) {
    dir = `${dir}/${part}`;
    if (i < parts.length - 1) files.push(`${dir}/route.tsx`);
  }
  files.push(`${dir}/route.tsx`, `${dir}/index.tsx`, `${dir}.tsx`);
  return files;
}

function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  return entry[0];
}

/** Gzip bytes of JS+CSS needed for the first paint of a route template such as `/admin`. */
export function firstPaintBytes(distDir, manifest, template) {
  const wanted = new Set(routeFilesFor(template));
  const routeKeys = Object.keys(manifest).filter((key) => wanted.has(key.split('?')[0]));
  const files = staticClosure(manifest, [entryKey(manifest), ...routeKeys]);
  let bytes = 0;
  const list = [];
  for (const item of files) {
    if (item.startsWith('chunk:')) continue;
    bytes += gzipBytes(distDir, item);
    list.push(item);
  }
  return { bytes, files: list.sort() };
}

/** Each route's own code-split chunks (`?tsr-split`), with gzip bytes, largest first. */
export function routeChunks(distDir, manifest) {
  return Object.entries(manifest)
    .filter(([key]) => key.includes('tsr-split'))
    .map(([key, chunk]) => ({ route: key, file: chunk.file, bytes: gzipBytes(distDir, chunk.file) }))
    .sort((a, b) => b.bytes - a.bytes);
}
