// Generates src/api/schema.gen.ts (types), src/api/limits.gen.ts (field limits), src/api/write-only.gen.ts (what
// no answer may carry), src/api/access.gen.ts (who may call each operation) and the rest from openapi/.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ACCESS_LEVELS, operationsWithAccess } from './access.mjs';
import { root } from './processes.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Writes the generated files for `specPath` into `outDir`; returns their paths. */
export function generate({
  specPath = path.join(root, 'openapi/openapi.yaml'),
  outDir = path.join(root, 'src/api'),
} = {}) {
  mkdirSync(outDir, { recursive: true });
  const typesFile = path.join(outDir, 'schema.gen.ts');
  const limitsFile = path.join(outDir, 'limits.gen.ts');
  const writeOnlyFile = path.join(outDir, 'write-only.gen.ts');
  const sessionCookieFile = path.join(outDir, 'session-cookie.gen.ts');
  const pathIdsFile = path.join(outDir, 'path-ids.gen.ts');
  const accessFile = path.join(outDir, 'access.gen.ts');
  const readOnlyFile = path.join(outDir, 'read-only.gen.ts');
  execFileSync(bin('openapi-typescript'), [specPath, '-o', typesFile, '--enum', '--enum-values', '--dedupe-enums'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bundled = path.join(outDir, '.bundled.tmp.json');
  execFileSync(bin('redocly'), ['bundle', specPath, '-o', bundled, '--ext', 'json'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const spec = JSON.parse(readFileSync(bundled, 'utf8'));
  execFileSync('rm', ['-f', bundled]);
  writeFileSync(limitsFile, renderLimits(spec));
  writeFileSync(writeOnlyFile, renderWriteOnly(spec));
  writeFileSync(sessionCookieFile, renderSessionCookie(spec));
  writeFileSync(pathIdsFile, renderPathIds(spec));
  writeFileSync(accessFile, renderAccess(spec));
  writeFileSync(readOnlyFile, renderReadOnly(spec));
  return { typesFile, limitsFile, writeOnlyFile, sessionCookieFile, pathIdsFile, accessFile, readOnlyFile };
}

/**
 * The contract as one document (`redocly bundle`: every file's parts, `$ref`s within it), for the scripts that read
 * its operations (the conformance kit's refusals). Asynchronous, so a server can start beside it.
 */
export async function bundleContract(specPath = path.join(root, 'openapi/openapi.yaml')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const bundled = path.join(dir, 'bundled.json');
  try {
    await promisify(execFile)(bin('redocly'), ['bundle', specPath, '-o', bundled, '--ext', 'json'], { cwd: root });
    return JSON.parse(readFileSync(bundled, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LIMIT_KEYS = ['maxLength', 'minLength', 'maxItems', 'minItems', 'minimum', 'maximum', 'pattern'];

function resolve(spec, schema) {
  let current = schema;
  for (let i = 0; current && current.$ref && i < 10; i++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce((node, key) => node?.[key], spec);
  }
  return current;
}

function limitsOf(spec, schema) {
  const out = {};
  for (const [name, raw] of Object.entries(schema?.properties ?? {})) {
    const prop = resolve(spec, raw);
    const found = {};
    for (const key of LIMIT_KEYS) if (prop && prop[key] !== undefined) found[key] = prop[key];
    for (const key of ['x-joined-max-length']) if (prop && prop[key] !== undefined) found.joinedMaxLength = prop[key];
    if (prop && prop['x-max-bytes'] !== undefined) found.maxBytes = prop['x-max-bytes'];
    if (Object.keys(found).length) out[name] = found;
  }
  return out;
}

function collect(spec, raw, acc = {}) {
  const schema = resolve(spec, raw);
  if (!schema || typeof schema !== 'object') return acc;
  for (const part of schema.allOf ?? []) collect(spec, part, acc);
  Object.assign(acc, limitsOf(spec, schema));
  return acc;
}

const MAIL_LIMIT_KEYS = ['perAddress', 'perOrganisation', 'perUser', 'windowSeconds'];

/** Each operation's `x-mail-limit` (how many mails it may send in a window), by operationId, in a stable order. */
function mailLimitsOf(spec) {
  const found = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item?.[method];
      const limit = operation?.['x-mail-limit'];
      if (!operation?.operationId || !limit) continue;
      found[operation.operationId] = Object.fromEntries(
        MAIL_LIMIT_KEYS.filter((key) => limit[key] !== undefined).map((key) => [key, limit[key]]),
      );
    }
  }
  return Object.fromEntries(
    Object.keys(found)
      .sort()
      .map((id) => [id, found[id]]),
  );
}

/** The contract's limits of any request body (`info.x-request-limits`); a contract without them fails the generation. */
function requestLimitsOf(spec) {
  const { maxBodyBytes, maxBodyDepth } = spec.info?.['x-request-limits'] ?? {};
  if (!Number.isInteger(maxBodyBytes) || !Number.isInteger(maxBodyDepth))
    throw new Error('info.x-request-limits must state maxBodyBytes and maxBodyDepth');
  return { maxBodyBytes, maxBodyDepth };
}

export function renderLimits(spec) {
  const schemas = spec.components?.schemas ?? {};
  const entries = {};
  for (const name of Object.keys(schemas).sort()) {
    const limits = collect(spec, schemas[name]);
    if (Object.keys(limits).length) entries[name] = limits;
  }
  return [
    '// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.',
    '// Field limits (maxLength, minLength, ...) of every named schema, so forms never re-type them: one export per',
    '// schema, read through a namespace import (`import * as limits`), so a chunk carries only the schemas it reads.',
    '',
    ...Object.entries(entries).flatMap(([name, fields]) => [
      `export const ${name} = ${JSON.stringify(fields, null, 2)} as const;`,
      '',
    ]),
    '// The mail each operation may send (`x-mail-limit`, by operationId): to one address, from one organisation and for',
    '// one user, per window of seconds; past it the call answers 429 with Retry-After.',
    `export const mailLimits = ${JSON.stringify(mailLimitsOf(spec), null, 2)} as const;`,
    '',
    "// What any request body may be (the contract's `info.x-request-limits`): its bytes (413 past them) and how deep",
    '// its objects and lists nest (400 past it).',
    `export const requestLimits = ${JSON.stringify(requestLimitsOf(spec), null, 2)} as const;`,
    '',
  ].join('\n');
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Calls `visit(name, property)` for each property of a schema at any depth (following $ref, allOf/oneOf/anyOf, items
 * and additionalProperties; each $ref once); the walk goes into a property unless `visit` answers false.
 */
function eachProperty(spec, raw, visit, seen = new Set()) {
  if (raw && typeof raw.$ref === 'string') {
    if (seen.has(raw.$ref)) return;
    seen.add(raw.$ref);
  }
  const schema = resolve(spec, raw);
  if (!schema || typeof schema !== 'object') return;
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    if (visit(name, prop) !== false) eachProperty(spec, prop, visit, seen);
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const part of schema[key] ?? []) eachProperty(spec, part, visit, seen);
  for (const key of ['items', 'additionalProperties']) if (schema[key]) eachProperty(spec, schema[key], visit, seen);
}

/** Whether a property (or the schema it refers to) says `flag` (`readOnly`, `writeOnly`). */
const says = (spec, prop, flag) => resolve(spec, prop)?.[flag] === true || prop?.[flag] === true;

/** The names of the writeOnly properties anywhere in a schema. */
function writeOnlyNames(spec, raw, names = new Set()) {
  eachProperty(spec, raw, (name, prop) => {
    if (!says(spec, prop, 'writeOnly')) return true;
    names.add(name);
    return false;
  });
  return names;
}

/** Each operation of the contract: its method (upper case), path template and operation object. */
function* operationsOf(spec) {
  for (const [template, item] of Object.entries(spec.paths ?? {}))
    for (const method of METHODS)
      if (item?.[method]) yield { method: method.toUpperCase(), template, op: item[method] };
}

/** A generated file naming, per operation, the properties the client handles (`entries`), under `comment`. */
function renderOperationNames(comment, constName, entries) {
  return [
    '// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.',
    `// ${comment}`,
    '',
    `export const ${constName}: readonly { method: string; path: string; names: readonly string[] }[] = ${JSON.stringify(entries, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * For each operation whose answer is of a schema with writeOnly properties: the method, the path template and those
 * property names, so the client can drop them from an answer of a server that still sends them.
 */
export function renderWriteOnly(spec) {
  const entries = [];
  for (const { method, template, op } of operationsOf(spec)) {
    const names = new Set();
    for (const response of Object.values(op.responses ?? {}))
      for (const media of Object.values(resolve(spec, response)?.content ?? {}))
        writeOnlyNames(spec, media.schema, names);
    if (names.size) entries.push({ method, path: template, names: [...names].sort() });
  }
  return renderOperationNames(
    'The operations whose answers are of a schema with writeOnly properties (never answered), and those properties.',
    'writeOnlyAnswers',
    entries,
  );
}

/**
 * For each operation whose request body declares readOnly properties (a record's names and counts, as answered): the
 * method, the path template and those names (readOnly wherever they occur), so the client leaves them out of what it
 * sends. A request shape is closed, and a validating proxy (Prism) refuses a readOnly property in a request.
 */
export function renderReadOnly(spec) {
  const entries = [];
  for (const { method, template, op } of operationsOf(spec)) {
    const body = resolve(spec, op.requestBody);
    if (!body) continue;
    const readOnly = new Set();
    const writable = new Set();
    eachProperty(spec, body.content?.['application/json']?.schema, (name, prop) => {
      (says(spec, prop, 'readOnly') ? readOnly : writable).add(name);
    });
    const names = [...readOnly].filter((name) => !writable.has(name)).sort();
    if (names.length) entries.push({ method, path: template, names });
  }
  return renderOperationNames(
    'The operations whose request bodies declare readOnly properties (the server fills them), and those properties.',
    'readOnlyRequests',
    entries,
  );
}

/** The name of the contract's session cookie (its cookie security scheme), for the dev server's mock session. */
export function renderSessionCookie(spec) {
  const schemes = Object.values(spec.components?.securitySchemes ?? {});
  const cookie = schemes.find((scheme) => scheme.type === 'apiKey' && scheme.in === 'cookie');
  if (!cookie) throw new Error('the contract declares no cookie security scheme');
  return [
    '// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.',
    '',
    `export const SESSION_COOKIE = ${JSON.stringify(cookie.name)};`,
    '',
  ].join('\n');
}

/**
 * The format of each path parameter (format, length, pattern), by path template: a route checks the id in its URL
 * against the call it will make, so an id the contract cannot hold is never sent.
 */
export function renderPathIds(spec) {
  const entries = {};
  for (const template of Object.keys(spec.paths ?? {}).sort()) {
    const item = spec.paths[template];
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = resolve(spec, raw);
        if (param?.in !== 'path') continue;
        const schema = resolve(spec, param.schema) ?? {};
        const rule = {};
        for (const key of ['format', 'maxLength', 'minLength', 'pattern'])
          if (schema[key] !== undefined) rule[key] = schema[key];
        entries[template] = { ...entries[template], [param.name]: rule };
      }
    }
  }
  // Each distinct rule is written once and shared: the table sits in the bundle every route loads.
  const rules = [];
  const ruleName = (rule) => {
    const text = JSON.stringify(rule);
    let index = rules.indexOf(text);
    if (index < 0) index = rules.push(text) - 1;
    return `rule${index}`;
  };
  const lines = Object.entries(entries).map(
    ([template, params]) =>
      `  ${JSON.stringify(template)}: { ${Object.entries(params)
        .map(([name, rule]) => `${name}: ${ruleName(rule)}`)
        .join(', ')} },`,
  );
  return [
    '// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.',
    '// The format of each path parameter (format, maxLength, minLength, pattern), by the path it is part of.',
    '',
    ...rules.map((text, index) => `const rule${index} = ${text} as const;`),
    '',
    'export const pathIds = {',
    ...lines,
    '} as const;',
    '',
    'export type PathWithIds = keyof typeof pathIds;',
    '',
  ].join('\n');
}

/**
 * Who may call each operation (its `security`, as scripts/lib/access.mjs reads it): the access levels a route of the
 * console declares, and each operation's, by `METHOD path`. Fails on a security the console cannot read.
 */
export function renderAccess(spec) {
  const entries = operationsWithAccess(spec)
    .map(({ method, path, access }) => `  ${JSON.stringify(`${method.toUpperCase()} ${path}`)}: '${access}',`)
    .sort();
  return [
    '// Generated from openapi/ by `npm run generate`. Do not edit: change the contract and regenerate.',
    "// Who may call each operation: the contract's `security` read as one access level (scripts/lib/access.mjs).",
    '',
    '/** The access levels, widest first: anyone; any signed-in user; the user the path names, or a super user; an',
    ' * administrator of the organisation the path names, or a super user; a super user. */',
    `export const ACCESS_LEVELS = ${JSON.stringify(ACCESS_LEVELS)} as const;`,
    '',
    'export type Access = (typeof ACCESS_LEVELS)[number];',
    '',
    "/** Each operation's access level, by `METHOD path`. */",
    'export const operationAccess = {',
    ...entries,
    '} as const satisfies Record<string, Access>;',
    '',
    'export type OperationKey = keyof typeof operationAccess;',
    '',
  ].join('\n');
}
