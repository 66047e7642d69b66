#!/usr/bin/env node
// `npm run new:screen -- <area> <Record>`: a list screen with an edit page for a record of the contract
// (docs/recipes/add-a-list-screen.md). This file is the plopfile (its default export: the `list-screen` generator,
// templates in scripts/templates/new-screen/) and, run by node, the command that runs it through node-plop.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import nodePlop from 'node-plop';
import { parse } from 'yaml';
import { accessOf } from './lib/access.mjs';
import { urlSegmentOf } from './lib/feature-names.mjs';

const PLOPFILE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(PLOPFILE), '..');
const TEMPLATES = 'templates/new-screen';
const USAGE = `Usage: npm run new:screen -- <area> <Record> [options]
  <area>           the feature folder, kebab-case (widget-things); its URL joins the words (widgetthings)
  <Record>         the record's schema in the contract's components (Client)
  --under <path>   the URL the list sits under (default admin: /admin/<area>)
  --list <path>    the list call, when the contract has several for the record (GET, an array of the record)
  --get <path>     the record call (GET with one path id, answers the record)
  --save <path>    the batch call (POST {changes: [record], deletes: [id]})
  --id <field>     the record's id property (default <record>ID, <record>Id or id)`;

const ACRONYMS = new Set(['id', 'uri', 'url', 'api', 'pos', 'jwt', 'ip', 'utc']);
/** German for the labels the generator can name (docs/i18n.md's glossary); any other word stays English to translate. */
const GERMAN = {
  Description: 'Beschreibung',
  Email: 'E-Mail',
  'Display Name': 'Anzeigename',
  'Short Name': 'Kurzname',
  'Full Name': 'Vollständiger Name',
  Address: 'Adresse',
  Locale: 'Gebietsschema',
  Currency: 'Währung',
  Type: 'Typ',
};
/** String formats that are no free text to edit in a grid cell. */
const NOT_TEXT = ['byte', 'binary', 'date', 'date-time', 'uuid', 'password'];

/** The words of a camelCase or PascalCase name: `posCoreInstanceID` -> pos, Core, Instance, ID. */
const wordsOf = (name) => name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|-/).filter(Boolean);
const capitalise = (word) =>
  ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1);
const titleOf = (name) => wordsOf(name).map(capitalise).join(' ');
const camelOf = (words) => words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w.toLowerCase())).join('');

/** A value as TypeScript source: strings single-quoted, plain keys unquoted (Prettier lays it out afterwards). */
export function literal(value) {
  if (typeof value === 'string') return `'${value.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n')}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, v]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(v)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The contract's files (openapi/), read with their $refs followed across files. */
function contractAt(root) {
  const files = new Map();
  const load = (file) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
    return files.get(file);
  };
  const entryFile = path.join(root, 'openapi/openapi.yaml');
  /** The node a $ref chain ends at, its file, and the first components schema name on the way (the record's). */
  const deref = (start, startFile = entryFile) => {
    let [node, file, name] = [start, startFile, undefined];
    while (node && typeof node.$ref === 'string') {
      const [relative, pointer = ''] = node.$ref.split('#');
      if (relative) file = path.resolve(path.dirname(file), relative);
      name ??= /\/components\/schemas\/([^/]+)$/.exec(pointer)?.[1];
      const keys = pointer
        .split('/')
        .filter(Boolean)
        .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
      node = keys.reduce((at, key) => at?.[key], load(file));
    }
    return { node, file, name };
  };
  /** An object schema's properties (allOf merged), each dereferenced, and its required names. */
  const objectOf = (schema, file) => {
    const { node, file: at } = deref(schema, file);
    const out = { properties: {}, required: new Set(node?.required ?? []) };
    for (const part of node?.allOf ?? []) {
      const inner = objectOf(part, at);
      Object.assign(out.properties, inner.properties);
      inner.required.forEach((key) => out.required.add(key));
    }
    for (const [key, value] of Object.entries(node?.properties ?? {})) out.properties[key] = deref(value, at);
    return out;
  };
  /** The JSON media of a request body or a 200 answer: its schema and its first example (or none). */
  const jsonOf = (holder, file) => {
    const { node, file: at } = deref(holder, file);
    const media = node?.content?.['application/json'];
    if (!media) return undefined;
    const named = Object.values(media.examples ?? {})[0];
    const example = media.example ?? (named && deref(named, at).node?.value);
    return { schema: media.schema, file: at, example };
  };
  const calls = [];
  for (const [template, item] of Object.entries(load(entryFile).paths ?? {})) {
    const { node: pathItem, file } = deref(item);
    for (const method of ['get', 'post']) {
      const operation = pathItem?.[method];
      if (!operation) continue;
      const params = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      calls.push({ method, template, params, file, operation });
    }
  }
  return { load, entryFile, deref, objectOf, jsonOf, calls };
}

/** Everything the templates need for `<area>` and `<Record>`, read from the contract at `root`. */
export function screenData(root, { area, record, under = 'admin', list, get, save, id }) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(area ?? '')) throw new Error(`<area> must be kebab-case, not "${area}"`);
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(under))
    throw new Error(`--under must be static URL segments, not "${under}"`);
  for (const taken of [`src/features/${area}`, `src/routes/${under}/${urlSegmentOf(area)}`, `e2e/${area}.spec.ts`])
    if (existsSync(path.join(root, taken))) throw new Error(`${taken} exists already`);
  const contract = contractAt(root);
  const schemas = contract.load(contract.entryFile).components?.schemas ?? {};
  if (!schemas[record]) throw new Error(`The contract has no schema "${record}" in its components`);

  const answer = (call) =>
    call.operation.responses?.['200'] && contract.jsonOf(call.operation.responses['200'], call.file);
  const isRecord = (schema, file) => contract.deref(schema, file).name === record;
  // A save sends the record's write shape (`<Record>Change`, openapi/CONVENTIONS.md): its fields are the form's.
  const writeShape = schemas[`${record}Change`] ? `${record}Change` : record;
  const finders = {
    list: (call) => {
      const json = call.method === 'get' && call.params.length === 0 && answer(call);
      const schema = json && contract.deref(json.schema, json.file);
      return schema?.node?.type === 'array' && isRecord(schema.node.items, schema.file);
    },
    get: (call) => {
      const json = call.method === 'get' && call.params.length === 1 && answer(call);
      return Boolean(json) && isRecord(json.schema, json.file);
    },
    save: (call) => {
      const json =
        call.method === 'post' && call.params.length === 0 && contract.jsonOf(call.operation.requestBody, call.file);
      const { changes } = json ? contract.objectOf(json.schema, json.file).properties : {};
      return changes?.node?.type === 'array' && contract.deref(changes.node.items, changes.file).name === writeShape;
    },
  };
  const pick = (kind, given) => {
    const found = contract.calls.filter((call) => (given ? call.template === given : true) && finders[kind](call));
    if (found.length === 1) return found[0];
    const option = `--${kind}`;
    if (given) throw new Error(`${given} is no ${kind} call of ${record} in the contract`);
    if (!found.length)
      throw new Error(`The contract has no ${kind} call of ${record}: add it, or name it with ${option}`);
    throw new Error(
      `Several ${kind} calls of ${record} (${found.map((c) => c.template).join(', ')}): choose one with ${option}`,
    );
  };
  const calls = { list: pick('list', list), get: pick('get', get), save: pick('save', save) };

  // Who may open the screens: the list call's access (scripts/route-access.test.ts compares each route with its calls).
  const access = accessOf(calls.list.operation, contract.load(contract.entryFile).security, calls.list.template);
  const { properties, required } = contract.objectOf(schemas[writeShape], contract.entryFile);
  const words = wordsOf(record);
  const recordCamel = camelOf(words);
  const idKey = id ?? [`${recordCamel}ID`, `${recordCamel}Id`, 'id'].find((key) => key in properties);
  if (!idKey || !(idKey in properties)) throw new Error(`Name ${record}'s id property with --id`);
  // Free text: a string (or null); no enum, constant, secret, read-only value, image or formatted value.
  const isText = ({ node = {} }) =>
    [node.type].flat().includes('string') &&
    [node.type].flat().every((type) => type === 'string' || type === 'null') &&
    !['enum', 'const', 'writeOnly', 'readOnly', 'x-max-bytes'].some((key) => ![undefined, false].includes(node[key])) &&
    !NOT_TEXT.includes(node.format);
  const camelArea = area.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
  // The record's version (optional concurrency, docs/decisions/065) is the server's token, not a field to type.
  const fields = Object.entries(properties)
    .filter(([key, property]) => key !== idKey && property.name !== 'RecordVersion' && isText(property))
    .map(([key, { node }]) => {
      const label = titleOf(key);
      return {
        key,
        labelKey: `${camelArea}.field.${key}`,
        label,
        labelDe: GERMAN[label] ?? label,
        required: required.has(key) || (node.minLength ?? 0) > 0,
        maxLength: node.maxLength !== undefined,
        pattern: node.pattern !== undefined,
        max: node.maxLength,
      };
    });
  if (!fields.length) throw new Error(`${record} has no text fields for the grid's columns`);
  const namesRow = fields.find((f) => /name$/i.test(f.key)) ?? fields[0];
  namesRow.namesRow = true;

  // The spec's data: the mock (Prism) answers with the contract's first examples.
  const rows = answer(calls.list).example;
  const opened = answer(calls.get).example;
  if (!Array.isArray(rows) || !rows.length) throw new Error(`${calls.list.template} has no example rows: add one`);
  if (!opened || typeof opened[idKey] !== 'string') throw new Error(`${calls.get.template} has no example with its id`);
  const [listed] = rows;
  if (typeof listed?.[idKey] !== 'string') throw new Error(`${calls.list.template}'s example rows have no ${idKey}`);
  const plain = (value) => typeof value === 'string' && value !== '' && !/["\\]/.test(value);
  const rowField = fields.find(
    (f) => plain(listed[f.key]) && rows.filter((row) => row[f.key] === listed[f.key]).length === 1,
  );
  if (!rowField) throw new Error(`The first example row of ${calls.list.template} has no unique text to find it by`);
  const changed = (field, value) => {
    const text = `${value ?? ''} 2`;
    return field.max === undefined || text.length <= field.max ? text : `${text.slice(0, field.max - 1)}2`;
  };
  const editField = fields.find((f) => !f.pattern && plain(opened[f.key])) ?? rowField;
  const underWords = under.split('/');
  const idProperty = properties[idKey].node ?? {};
  if (![idProperty.type].flat().includes('string')) throw new Error(`${record}.${idKey} is no string id`);
  const title = titleOf(record);
  const recordKebab = words.map((word) => word.toLowerCase()).join('-');
  const url = `/${under}/${urlSegmentOf(area)}`;
  const editUrl = (record) => `${url}/edit/${encodeURIComponent(record[idKey])}`;
  for (const field of fields) {
    const count = `${field.max} character${field.max === 1 ? '' : 's'}`;
    Object.assign(field, {
      padded: literal(` ${field.label} `),
      text: literal(field.label),
      requiredMessage: literal(`${field.label} is required`),
      maxMessage: literal(`${field.label} must be at most ${count}`),
    });
  }

  return {
    area,
    camelArea,
    pascalArea: camelArea[0].toUpperCase() + camelArea.slice(1),
    areaTitle: titleOf(area),
    under,
    underTitle: underWords.map((word) => titleOf(word)).join(' > '),
    url,
    access,
    personas: { superUser: 'admins', organisationAdmin: 'orgAdmins' }[access] ?? 'signedIn',
    record,
    recordCamel,
    recordKebab,
    recordLower: title.toLowerCase(),
    editTitle: `Edit ${title}`,
    editTitleDe: `${GERMAN[title] ?? title} bearbeiten`,
    idKey,
    idLabel: titleOf(idKey),
    idLabelDe: GERMAN[titleOf(idKey)] ?? titleOf(idKey),
    idOptional: !required.has(idKey),
    showId: idProperty.format !== 'uuid',
    fields,
    anyLimit: fields.some((field) => field.maxLength),
    namesRow,
    list: calls.list.template,
    get: calls.get.template,
    getParam: calls.get.params[0],
    save: calls.save.template,
    spec: {
      listed: literal(listed),
      listedEditUrl: literal(editUrl(listed)),
      rowField,
      cells: fields.map((f) => ({ label: literal(f.label), value: literal(listed[f.key] ?? '') })),
      listChange: literal(changed(rowField, listed[rowField.key])),
      opened: JSON.stringify(opened) === JSON.stringify(listed) ? undefined : literal(opened),
      openedRecord: literal(opened),
      openedFields: fields.map((f) => ({ label: literal(f.label), value: literal(opened[f.key] ?? '') })),
      editUrl: literal(editUrl(opened)),
      getUrl: literal(calls.get.template.replace(`{${calls.get.params[0]}}`, encodeURIComponent(opened[idKey]))),
      editField,
      editChange: literal(changed(editField, opened[editField.key])),
    },
  };
}

/** A `modify` transform: `lines` inserted before `closing` (the end of a catalogue's object), unless already there. */
const insertBefore = (closing, lines) => (text) => {
  if (!text.includes(closing)) throw new Error(`no "${closing.trim()}" to insert before`);
  if (lines.some((line) => text.includes(line.split(':')[0])))
    throw new Error(`${lines[0].split(':')[0]} exists already`);
  return text.replace(closing, `\n${lines.join('\n')}${closing}`);
};

/** After the last route case under the same URL (or at the end of the list): the list and the edit page's URLs. */
function addRouteCases(text, data) {
  const entries = [
    `  { url: '${data.url}', personas: ${data.personas} },`,
    `  { url: ${data.spec.editUrl}, personas: ${data.personas} },`,
  ];
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('export const routeCases'));
  const end = lines.findIndex((line, index) => index > start && line === '];');
  if (start < 0 || end < 0) throw new Error('no routeCases list in e2e/support/routes.ts');
  let at = end;
  for (let index = start + 1; index < end; index++)
    if (lines[index].startsWith(`  { url: '/${data.under}`)) at = index + 1;
  lines.splice(at, 0, ...entries);
  return lines.join('\n');
}

const run = (root, command, args) =>
  execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** The plopfile: the `list-screen` generator and the two steps that finish it (route tree, Prettier). */
export default function plopfile(plop) {
  plop.setActionType('route tree', () => {
    run(plop.getDestBasePath(), process.execPath, ['scripts/generate-routes.mjs']);
    return 'src/route-tree.gen.ts';
  });
  plop.setActionType('prettier', (_data, config) => {
    const prettier = path.join(plop.getDestBasePath(), 'node_modules/.bin/prettier');
    run(plop.getDestBasePath(), prettier, ['--write', '--log-level=warn', ...config.files]);
    return `${config.files.length} files formatted`;
  });

  plop.setHelper('literal', literal);
  plop.setHelper('concat', (...parts) => parts.slice(0, -1).join(''));
  plop.setHelper('before', (a, b) => a < b); // the order of sibling imports (import-x/order: alphabetical)
  plop.setGenerator('list-screen', {
    description: 'a list screen with an edit page for a record of the contract',
    prompts: [
      { type: 'input', name: 'area', message: 'Feature folder (kebab-case; the URL joins its words)' },
      { type: 'input', name: 'record', message: "Record (the contract's schema name)" },
      { type: 'input', name: 'under', message: 'Under the URL', default: 'admin' },
    ],
    actions: (answers) => {
      const data = Object.assign(answers, screenData(plop.getDestBasePath(), answers));
      const [feature, routes] = [`src/features/${data.area}`, `src/routes/${data.under}/${urlSegmentOf(data.area)}`];
      const files = {
        [`${feature}/${data.area}-queries.ts`]: 'queries.ts',
        [`${feature}/${data.recordKebab}-record.ts`]: 'record.ts',
        [`${feature}/${data.recordKebab}-record.test.ts`]: 'record.test.ts',
        [`${feature}/${data.recordKebab}-rules.ts`]: 'rules.ts',
        [`${feature}/${data.recordKebab}-rules.test.ts`]: 'rules.test.ts',
        [`${feature}/${data.area}-screen.tsx`]: 'screen.tsx',
        [`${feature}/${data.recordKebab}-edit-screen.tsx`]: 'edit-screen.tsx',
        [`${feature}/messages/en.ts`]: 'messages-en.ts',
        [`${feature}/messages/de.ts`]: 'messages-de.ts',
        [`${routes}/index.tsx`]: 'route-list.tsx',
        [`${routes}/edit/$id.tsx`]: 'route-edit.tsx',
        [`e2e/${data.area}.spec.ts`]: 'spec.ts',
      };
      const titles = (list, edit) => [
        `  'shell.route.${data.camelArea}': ${literal(list)},`,
        `  'shell.route.${data.camelArea}Edit': ${literal(edit)},`,
      ];
      const modified = {
        'src/lib/messages/en/shell.ts': insertBefore(
          '\n} as const satisfies Catalogue;',
          titles(data.areaTitle, data.editTitle),
        ),
        'src/lib/messages/de/shell.ts': insertBefore(
          '\n};\n\nexport default shell;',
          titles(data.areaTitle, data.editTitleDe),
        ),
        'e2e/support/routes.ts': (text) => addRouteCases(text, data),
      };
      return [
        ...Object.entries(files).map(([file, template]) => ({
          type: 'add',
          path: file,
          templateFile: `${TEMPLATES}/${template}.tmpl`,
        })),
        ...Object.entries(modified).map(([file, transform]) => ({ type: 'modify', path: file, transform })),
        { type: 'route tree' },
        { type: 'prettier', files: [...Object.keys(files), ...Object.keys(modified)] },
      ];
    },
  });
}

/** The command: `node scripts/new-screen.mjs <area> <Record> [--under ...]`, into this checkout. */
async function main() {
  const options = { help: { type: 'boolean', short: 'h' } };
  for (const name of ['under', 'list', 'get', 'save', 'id']) options[name] = { type: 'string' };
  const { values, positionals } = parseArgs({ options, allowPositionals: true });
  if (values.help || positionals.length !== 2) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const [area, record] = positionals;
  const plop = await nodePlop(PLOPFILE, { destBasePath: ROOT, force: false });
  const { changes, failures } = await plop.getGenerator('list-screen').runActions({ area, record, ...values });
  for (const change of changes) console.log(`  ${change.type === 'add' ? '+' : '~'} ${change.path.replace(/^\//, '')}`);
  for (const failure of failures) console.error(`  FAILED ${failure.type} ${failure.path}: ${failure.error}`);
  if (failures.length) process.exit(1);
  console.log('\nNext: docs/recipes/add-a-list-screen.md ("After generating").');
}

if (process.argv[1] && path.resolve(process.argv[1]) === PLOPFILE) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
