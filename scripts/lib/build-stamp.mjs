// Whether `npm start`'s build of the console is stale: the sources a build reads, each file's hash, and the settings
// that change what it makes, kept in a stamp beside the build. Reading the tree is `readBuildInputs`; the rule is pure.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build reads: the app's code and assets, the build's own code and config (vite.config.ts imports build/ and
 * src/api's generated cookie name), the TypeScript config the transform follows, the locked dependencies and Vite's
 * env files. openapi/ is not read by the build (the generated src/api files are), so a contract change counts once
 * `npm run generate` has written them.
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'build',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Vite's env files for `mode` (read if they exist). */
export const envFilesOf = (mode) => ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];

/** A file under an input folder that no build imports: tests, their snapshots, notes. */
export function isBuildInput(relativePath) {
  const file = relativePath.split(path.sep).join('/');
  if (/\.test\.[cm]?[jt]sx?$/.test(file)) return false;
  if (file.includes('/__snapshots__/')) return false;
  return !file.endsWith('.md');
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** `{ relativePath: sha256 }` of every build input under `root` for `mode`, sorted by path. */
export function readBuildInputs(root, mode) {
  const files = {};
  const visit = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
    } else if (isBuildInput(relative)) {
      files[relative.split(path.sep).join('/')] = sha256(readFileSync(full));
    }
  };
  for (const input of [...BUILD_INPUTS, ...envFilesOf(mode)]) visit(input);
  return files;
}

/**
 * Why the build whose stamp is `stamp` is stale against `current`, as short lines for the terminal; empty: it is
 * fresh and is served as it is. A stamp is `{ settings, files }`: the settings the build was made with (its mode,
 * whether its calls go to the mock) and its inputs' hashes; undefined when there is no build or an unfinished one.
 */
export function staleReasons(stamp, current, { listed = 5 } = {}) {
  if (!stamp?.files || !stamp.settings) return ['no finished build yet'];
  const reasons = [];
  for (const key of Object.keys({ ...stamp.settings, ...current.settings }).sort()) {
    if (stamp.settings[key] !== current.settings[key])
      reasons.push(`${key} was ${JSON.stringify(stamp.settings[key])}, is ${JSON.stringify(current.settings[key])}`);
  }
  const changed = [];
  for (const [file, hash] of Object.entries(current.files)) {
    if (stamp.files[file] === undefined) changed.push(`${file} added`);
    else if (stamp.files[file] !== hash) changed.push(`${file} changed`);
  }
  for (const file of Object.keys(stamp.files)) if (current.files[file] === undefined) changed.push(`${file} removed`);
  reasons.push(...changed.slice(0, listed));
  if (changed.length > listed) reasons.push(`and ${changed.length - listed} more files`);
  return reasons;
}
