import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The path the e2e build serves a source module's code at, from the build's manifest (shared files are named by
 * their hash alone); playwright.config.ts names the build's folder.
 */
export function builtFile(source: string): string {
  return `/${entryOf(readManifest(), source).file}`;
}

/** The paths of a source module's code and of every file it imports statically, as the e2e build serves them. */
export function builtFilesOf(source: string): string[] {
  const manifest = readManifest();
  const found = new Set<string>();
  const visit = (key: string) => {
    const entry = entryOf(manifest, key);
    if (found.has(`/${entry.file}`)) return;
    found.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(source);
  return [...found];
}

type Manifest = Record<string, { file: string; imports?: string[] } | undefined>;

function readManifest(): Manifest {
  const dir = process.env.E2E_OUT_DIR;
  if (!dir) throw new Error('E2E_OUT_DIR is not set: playwright.config.ts sets it');
  return JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function entryOf(manifest: Manifest, key: string) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build`);
  return entry;
}
