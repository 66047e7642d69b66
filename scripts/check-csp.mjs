#!/usr/bin/env node
// Checks that a production build runs under a strict Content-Security-Policy (`script-src 'self'`, docs/deploy.md):
// no inline <script>, no inline event handler or javascript: URL in the HTML, and no eval, new Function or string
// timer in the emitted JavaScript. Builds nothing; scans the folder it is given. Deterministic (sorted files).
//
//   npm run build && npm run check:csp            (scans dist/)
//   npm run check:csp -- /tmp/csp-dist            (any build folder)
//   node scripts/check-csp.mjs --e2e-build        (the folder the e2e run built, as playwright.config.ts names it)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/processes.mjs';

const JS_RULES = [
  { name: 'eval call', pattern: /(?<![\w$.])eval\s*\(/g },
  { name: 'eval call', pattern: /\b(?:window|globalThis|self)\s*\.\s*eval\s*\(/g },
  { name: 'indirect eval', pattern: /\(\s*0\s*,\s*eval\s*\)/g },
  { name: 'new Function', pattern: /\bnew\s+Function\s*\(/g },
  { name: 'Function constructor call', pattern: /(?<![\w$.])(?<!\bnew\s+)Function\s*\(\s*["'`]/g },
  { name: 'string timer', pattern: /\bset(?:Timeout|Interval)\s*\(\s*["'`]/g },
];
// <script> elements whose content the browser executes: no src, and no type or a JavaScript/module type.
const EXECUTABLE_TYPE =
  /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

function parseArgs(argv) {
  if (argv.includes('--e2e-build')) {
    const appPort = Number(process.env.E2E_APP_PORT ?? 4174);
    return path.resolve(root, process.env.E2E_OUT_DIR ?? `node_modules/.cache/e2e-dist-${appPort}`);
  }
  const dir = argv.find((a) => !a.startsWith('--'));
  return path.resolve(root, dir ?? 'dist');
}

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out;
}

const excerpt = (text, index) => text.slice(Math.max(0, index - 40), index + 60).replace(/\s+/g, ' ');

/** Findings in one HTML file: inline executable scripts, inline event handlers, javascript: URLs. */
export function scanHtml(html) {
  const findings = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue; // a data block (application/json, importmap...) is not run
    findings.push({ rule: 'inline <script>', at: excerpt(html, match.index) });
  }
  for (const match of html.matchAll(/<[a-z][^>]*?\son[a-z]+\s*=/gi))
    findings.push({ rule: 'inline event handler', at: excerpt(html, match.index) });
  for (const match of html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:/gi))
    findings.push({ rule: 'javascript: URL', at: excerpt(html, match.index) });
  return findings;
}

/** Findings in one JavaScript file: eval, new Function, Function("..."), setTimeout/setInterval with a string. */
export function scanJs(js) {
  const findings = [];
  for (const { name, pattern } of JS_RULES) {
    for (const match of js.matchAll(pattern)) findings.push({ rule: name, at: excerpt(js, match.index) });
  }
  return findings;
}

function main() {
  const dir = parseArgs(process.argv.slice(2));
  const relative = path.relative(root, dir);
  const shown = relative && !relative.startsWith('..') ? relative : dir;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(
      `check-csp: no build folder at ${shown}. Build first (npm run build), or name a folder: npm run check:csp -- <dir>`,
    );
    process.exit(1);
  }
  const files = filesUnder(dir);
  const html = files.filter((f) => f.endsWith('.html'));
  const js = files.filter((f) => /\.(?:m?js)$/.test(f));
  if (!html.length || !js.length) {
    console.error(
      `check-csp: ${shown} holds ${html.length} HTML and ${js.length} JavaScript files; expected a built app (index.html and assets).`,
    );
    process.exit(1);
  }
  const problems = [];
  for (const file of html) for (const f of scanHtml(readFileSync(file, 'utf8'))) problems.push({ file, ...f });
  for (const file of js) for (const f of scanJs(readFileSync(file, 'utf8'))) problems.push({ file, ...f });
  if (problems.length) {
    console.error(
      `check-csp: ${problems.length} finding(s) in ${shown} that a strict Content-Security-Policy (script-src 'self') would block:`,
    );
    for (const p of problems) console.error(`  ${path.relative(dir, p.file)}: ${p.rule}: …${p.at}…`);
    process.exit(1);
  }
  console.log(
    `check-csp: ${shown}: ${html.length} HTML and ${js.length} JavaScript files, no inline script, inline handler, javascript: URL, eval or new Function.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
