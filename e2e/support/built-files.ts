import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The path the e2e build serves a source module's code at, from the build's manifest (shared files are named by
 * their hash alone); playwright.config.ts names the build's folder.
 */
export function builtFile(source: string): string {
  const dir = process.env.E2E_OUT_DIR;
  if (!dir) throw new Error('E2E_OUT_DIR is not set: playwright.config.ts sets it');
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build`);
  return `/${entry.file}`;
}
