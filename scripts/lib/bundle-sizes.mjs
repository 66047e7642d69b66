// Deterministic bundle sizes from a production build's manifest: the gzip bytes of JS+CSS a route needs for its
// first paint, the size of each route's own (code-split) chunks, the shared chunks screens load lazily (the data
// grid block, Mantine components), and what a cold navigation to a screen downloads beyond the first load.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const budgets = { firstPaintBytes: 200_000, routeChunkBytes: 60_000, coldOpenBytes: 230_000 };
/** The landing routes whose first paint the budget covers. */
export const landingRoutes = ['/admin', '/organisation/$orgId', '/user/$userId'];

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

const filesOf = (closure) => [...closure].filter((item) => !item.startsWith('chunk:'));
const sumBytes = (distDir, files) => files.reduce((total, file) => total + gzipBytes(distDir, file), 0);

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

/** The URL template of a route file: `src/routes/admin/users/index.tsx` -> `/admin/users`. */
export function routeTemplateOf(routeFile) {
  const rel = routeFile
    .split('?')[0]
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '');
  if (rel === '__root') return '(root)';
  const parts = rel.split('/');
  if (parts.at(-1) === 'index' || parts.at(-1) === 'route') parts.pop();
  return `/${parts.join('/')}`;
}

function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  return entry[0];
}

const isRouteChunkKey = (key) => key.startsWith('src/routes/') && key.includes('?tsr-split');

/**
 * The screens a route's chunk imports on demand and its loader awaits (app/route-screen.ts): part of the route, like
 * the route's chunk itself, though the app chunk names only the route's chunk.
 */
const screenKeysOf = (manifest, routeKey) =>
  (manifest[routeKey]?.dynamicImports ?? []).filter((key) => !isRouteChunkKey(key));

/** Each chunk that is a route's own (its split chunks and their screens), with the route's URL template. */
function routeOwnChunks(manifest) {
  const own = new Map();
  for (const key of Object.keys(manifest).filter(isRouteChunkKey)) {
    own.set(key, routeTemplateOf(key));
    for (const screen of screenKeysOf(manifest, key)) own.set(screen, routeTemplateOf(key));
  }
  return own;
}

/** Files the entry (index.html) loads before its first render: the entry chunk, its static imports, their CSS. */
export function initialFiles(manifest) {
  return new Set(filesOf(staticClosure(manifest, [entryKey(manifest)])));
}

/** The language and area file name of a catalogue module: the shared blocks' or a feature's. */
function catalogueOfKey(key) {
  const shared = /^src\/lib\/messages\/([\w-]+)\/([\w-]+)\.ts$/.exec(key);
  if (shared) return { language: shared[1], area: shared[2] };
  const feature = /^src\/features\/([\w-]+)\/messages\/([\w-]+)\.ts$/.exec(key);
  return feature ? { language: feature[2], area: feature[1] } : null;
}
const camelCase = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** The areas of a list in src/lib/messages/catalogues.ts (`STARTUP_AREAS = [...]`). */
function areaList(name, source) {
  if (!existsSync(source)) return [];
  const list = new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(readFileSync(source, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/'(\w+)'/g)].map((match) => match[1]);
}

/** The areas the console loads at start-up (`STARTUP_AREAS` in src/lib/messages/catalogues.ts). */
export function startupAreas(source = 'src/lib/messages/catalogues.ts') {
  return areaList('STARTUP_AREAS', source);
}

/**
 * The areas loaded after the first paint, when the browser is idle, by blocks shown only in a rare state (`LATER_AREAS`:
 * the words of a conflict with someone else's save); no screen waits for them, like its blocks loaded on demand.
 */
export function laterAreas(source = 'src/lib/messages/catalogues.ts') {
  return areaList('LATER_AREAS', source);
}

/**
 * The message catalogue chunks a page downloads, in the language whose are heavier (a browser downloads only its
 * language's): the start-up areas' (part of every first paint); and for a screen, the largest feature area's with
 * the shared areas loaded on demand (`records`), counted once in a cold open as an upper bound. The areas loaded
 * after the first paint (`later`) are in neither.
 */
export function catalogueFiles(distDir, manifest, areas = startupAreas(), later = laterAreas()) {
  const languages = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalogue = catalogueOfKey(key);
    if (!catalogue) continue;
    const entry = languages.get(catalogue.language) ?? { startup: [], screens: [], shared: [] };
    if (later.includes(camelCase(catalogue.area))) continue;
    if (areas.includes(camelCase(catalogue.area))) entry.startup.push(chunk.file);
    else if (key.startsWith('src/lib/')) entry.shared.push(chunk.file);
    else entry.screens.push(chunk.file);
    languages.set(catalogue.language, entry);
  }
  let startup = [];
  let screen = [];
  for (const entry of languages.values()) {
    if (sumBytes(distDir, entry.startup) > sumBytes(distDir, startup)) startup = entry.startup;
    for (const file of entry.screens) {
      const files = [file, ...entry.shared];
      if (sumBytes(distDir, files) > sumBytes(distDir, screen)) screen = files;
    }
  }
  return { startup, screen };
}

/** Gzip bytes of JS+CSS needed for the first paint of a route template such as `/admin`, with its messages. */
export function firstPaintBytes(distDir, manifest, template) {
  const wanted = new Set(routeFilesFor(template));
  const routeKeys = Object.keys(manifest).filter((key) => {
    if (!wanted.has(key.split('?')[0])) return false;
    // A route's error/pending/not-found components load only when shown.
    const split = key.split('tsr-split=')[1];
    return split === undefined || split.split('---').includes('component');
  });
  const screenKeys = routeKeys.flatMap((key) => screenKeysOf(manifest, key));
  const closure = filesOf(staticClosure(manifest, [entryKey(manifest), ...routeKeys, ...screenKeys]));
  const files = [...new Set([...closure, ...catalogueFiles(distDir, manifest).startup])].sort();
  return { bytes: sumBytes(distDir, files), files };
}

/**
 * Each route's own chunks (`?tsr-split=...`: its loader and component, and its error component if it has one; and
 * the screen they import on demand), gzip bytes of the chunk and its own CSS, largest first.
 */
export function routeChunks(distDir, manifest) {
  const own = routeOwnChunks(manifest);
  return Object.entries(manifest)
    .filter(([key]) => own.has(key))
    .map(([key, chunk]) => {
      const files = [chunk.file, ...(chunk.css ?? [])];
      return {
        route: key,
        template: own.get(key),
        part: isRouteChunkKey(key) ? key.split('tsr-split=')[1] : 'screen',
        file: chunk.file,
        files,
        bytes: sumBytes(distDir, files),
      };
    })
    .sort((a, b) => b.bytes - a.bytes || a.route.localeCompare(b.route));
}

/**
 * Chunks that are neither loaded first nor a route's own: shared code the screens (or the shell, after its first
 * paint) load lazily, e.g. the data grid block with mantine-react-table. Gzip bytes of JS + own CSS, with the
 * routes that load each one, largest first.
 */
export function sharedLazyChunks(distDir, manifest) {
  const initial = initialFiles(manifest);
  const initialKeys = new Set(
    [...staticClosure(manifest, [entryKey(manifest)])].filter((item) => item.startsWith('chunk:')),
  );
  const own = routeOwnChunks(manifest);
  const usedBy = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const who = own.get(key) ?? `(shell) ${key}`;
    // What it imports statically, and what those import on demand (a screen's React.lazy blocks).
    const statics = [...staticClosure(manifest, [key])]
      .filter((item) => item.startsWith('chunk:') && !initialKeys.has(item))
      .map((item) => item.slice(6));
    const onDemand = statics
      .flatMap((dep) => manifest[dep]?.dynamicImports ?? [])
      .filter((dep) => !isRouteChunkKey(dep));
    for (const item of staticClosure(manifest, [...(chunk.imports ?? []), ...(own.has(key) ? onDemand : [])])) {
      if (!item.startsWith('chunk:')) continue;
      const dep = item.slice('chunk:'.length);
      if (!usedBy.has(dep)) usedBy.set(dep, new Set());
      usedBy.get(dep).add(who);
    }
  }
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && !chunk.isEntry && !own.has(key) && !initial.has(chunk.file))
    .map(([key, chunk]) => {
      const files = [chunk.file, ...(chunk.css ?? [])];
      return {
        chunk: key,
        name: chunk.name ?? key,
        file: chunk.file,
        files,
        bytes: sumBytes(distDir, files),
        lazyShellPart: !!chunk.isDynamicEntry && ![...(usedBy.get(key) ?? [])].some((who) => who.startsWith('/')),
        usedBy: [...(usedBy.get(key) ?? [])].sort(),
      };
    })
    .sort((a, b) => b.bytes - a.bytes || a.chunk.localeCompare(b.chunk));
}

/**
 * What a cold navigation to a route downloads beyond the initial load: its own screen chunks and every shared chunk
 * they import (with CSS), e.g. `/admin/users` = its own chunk + the data grid block + the Mantine parts it uses.
 */
export function navigationBytes(distDir, manifest, template) {
  const initial = initialFiles(manifest);
  const first = firstPaintBytes(distDir, manifest, template);
  const files = first.files.filter((file) => !initial.has(file));
  return { bytes: sumBytes(distDir, files), files };
}

/**
 * The URL templates of the console's routes (SPEC 2.1, one per row entry) from its route files (paths relative to the
 * project, e.g. `src/routes/admin/users/index.tsx`): the root route is no URL, a layout route (`route.tsx`) shares its
 * template with its index, and a splat route (`.../$`, SPEC's "not exact") shows its parent's screen. Sorted.
 */
export function routeTemplatesOf(routeFiles) {
  const templates = new Set();
  for (const file of routeFiles) {
    if (!/\.tsx?$/.test(file)) continue;
    const template = routeTemplateOf(file);
    if (template === '(root)' || template.endsWith('/$')) continue;
    templates.add(template);
  }
  return [...templates].sort();
}

/**
 * A cold open of a route (a bookmark, a link in an e-mail): the entry chunk, the chunks of every route file on the
 * URL's path (layouts and the leaf: loader and component, not its error/pending/not-found components) and the screens
 * they import on demand, everything those import statically (transitively), and their CSS, with the start-up's
 * messages and the largest screen area's. Chunks a screen imports dynamically (React.lazy, import()) are not part of
 * it: they load when that block is shown.
 */
export function coldOpenBytes(distDir, manifest, template) {
  const first = firstPaintBytes(distDir, manifest, template);
  const files = [...new Set([...first.files, ...catalogueFiles(distDir, manifest).screen])].sort();
  return { bytes: sumBytes(distDir, files), files };
}

/**
 * A cold open plus the blocks its screen loads on demand right away (`React.lazy` wrappers whose `import()` starts
 * when the screen loads: the data grid, the tree...): the chunks the cold open's own chunks import dynamically, with
 * their static imports and CSS. Other routes' chunks and the shell's lazy parts (the entry's dynamic imports) are
 * not counted. What the user has downloaded once the screen is complete.
 */
export function withOnDemandBytes(distDir, manifest, template) {
  const initialKeys = [...staticClosure(manifest, [entryKey(manifest)])].filter((item) => item.startsWith('chunk:'));
  const initialSet = new Set(initialKeys);
  const cold = coldOpenBytes(distDir, manifest, template);
  const coldKeys = Object.keys(manifest).filter((key) => cold.files.includes(manifest[key].file));
  const lazyKeys = coldKeys
    .filter((key) => !initialSet.has(`chunk:${key}`))
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => !isRouteChunkKey(key));
  const files = [...new Set([...cold.files, ...filesOf(staticClosure(manifest, lazyKeys))])].sort();
  return { bytes: sumBytes(distDir, files), files };
}

/** Route templates that have a screen chunk of their own. */
export function screenTemplates(manifest) {
  const templates = new Set();
  for (const key of Object.keys(manifest)) {
    if (isRouteChunkKey(key) && key.split('tsr-split=')[1].split('---').includes('component')) {
      templates.add(routeTemplateOf(key));
    }
  }
  return [...templates].sort();
}

/**
 * The whole report: first paint of the landing routes, route chunks, shared lazy chunks, navigation bytes, and the
 * budget violations (first paint over `firstPaintBytes`, a route's own chunk over `routeChunkBytes`). Shared lazy
 * chunks are reported, not budgeted: they are not any one screen's chunk.
 */
export function bundleReport(distDir, manifest = readManifest(distDir), limits = budgets, templates = []) {
  const initial = [...initialFiles(manifest)].sort();
  const cold = templates.map((template) => ({
    template,
    ...coldOpenBytes(distDir, manifest, template),
    withOnDemandBytes: withOnDemandBytes(distDir, manifest, template).bytes,
  }));
  const firstPaint = landingRoutes.map((template) => ({ template, ...firstPaintBytes(distDir, manifest, template) }));
  const routes = routeChunks(distDir, manifest);
  const shared = sharedLazyChunks(distDir, manifest);
  const navigation = screenTemplates(manifest)
    .map((template) => ({ template, bytes: navigationBytes(distDir, manifest, template).bytes }))
    .sort((a, b) => b.bytes - a.bytes || a.template.localeCompare(b.template));
  const violations = [
    ...firstPaint
      .filter((r) => r.bytes > limits.firstPaintBytes)
      .map((r) => `first paint of ${r.template}: ${r.bytes} B gzip JS+CSS > ${limits.firstPaintBytes} B`),
    ...routes
      .filter((r) => r.bytes > limits.routeChunkBytes)
      .map(
        (r) => `route chunk of ${r.template} (${r.part}, ${r.file}): ${r.bytes} B gzip > ${limits.routeChunkBytes} B`,
      ),
    ...cold
      .filter((r) => r.bytes > limits.coldOpenBytes)
      .map((r) => `cold open of ${r.template}: ${r.bytes} B gzip JS+CSS > ${limits.coldOpenBytes} B`),
  ];
  return {
    initial: { files: initial, bytes: sumBytes(distDir, initial) },
    firstPaint,
    cold,
    routes,
    shared,
    navigation,
    violations,
  };
}
