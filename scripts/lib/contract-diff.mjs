// Breaking-change comparison of two bundled (not dereferenced) OpenAPI 3.1 documents, for scripts/check-breaking.mjs.
// diffContracts(old, new) -> { breaking: string[], info: string[] }: one stable line per change, which
// openapi/BREAKING-CHANGES.md acknowledges by quoting it (it lists the kinds). Pure functions, no I/O.
// Why: docs/decisions/062-contract-breaking-check-and-proxy.md

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SCHEMA_PREFIX = '#/components/schemas/';
const RESPONSE_PREFIX = '#/components/responses/';
const REQUEST = 'request';
const RESPONSE = 'response';
const BOTH = new Set([REQUEST, RESPONSE]);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The value a local JSON reference (`#/a/b`) points at, or undefined. */
export function resolvePointer(spec, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
  const parts = ref
    .slice(1)
    .split('/')
    .filter((p, i) => !(i === 0 && p === ''));
  let node = spec;
  for (const raw of parts) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows `$ref` until a node without one (at most 32 steps). */
function deref(spec, node) {
  let current = node;
  for (let i = 0; i < 32 && isObject(current) && typeof current.$ref === 'string'; i += 1) {
    current = resolvePointer(spec, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

const refName = (node, prefix = SCHEMA_PREFIX) =>
  isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith(prefix)
    ? node.$ref.slice(prefix.length)
    : undefined;

const show = (value) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

// ---------------------------------------------------------------------------------------------------------------
// Types

/** The JSON types a schema allows, or undefined when it does not constrain them. */
function typeSet(spec, node, depth = 0) {
  const schema = deref(spec, node);
  if (!schema || depth > 16) return undefined;
  if (Array.isArray(schema.type)) return new Set(schema.type);
  if (typeof schema.type === 'string') return new Set([schema.type]);
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) {
    const union = new Set();
    for (const variant of variants) {
      const types = typeSet(spec, variant, depth + 1);
      if (!types) return undefined;
      for (const t of types) union.add(t);
    }
    return union;
  }
  if (Array.isArray(schema.allOf)) {
    let intersection;
    for (const member of schema.allOf) {
      const types = typeSet(spec, member, depth + 1);
      if (!types) continue;
      intersection = intersection ? new Set([...intersection].filter((t) => covers(types, t))) : types;
    }
    if (intersection) return intersection;
  }
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (values) return new Set(values.map(jsonType));
  if (isObject(schema.properties)) return new Set(['object']);
  if (schema.items !== undefined) return new Set(['array']);
  return undefined;
}

function jsonType(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a set of types accepts every value of type `t` (an integer is a number). */
const covers = (types, t) => types.has(t) || (t === 'integer' && types.has('number'));
const showTypes = (types) => (types ? [...types].sort().join('|') : 'any');

// ---------------------------------------------------------------------------------------------------------------
// Where schemas are used

/** name of each component schema -> the directions it travels in (request, response). */
export function schemaUsage(spec) {
  const usage = new Map();
  const walk = (node, dir, seen) => {
    if (!isObject(node)) return;
    const name = refName(node);
    if (name) {
      if (!usage.has(name)) usage.set(name, new Set());
      if (usage.get(name).has(dir)) return;
      usage.get(name).add(dir);
    }
    if (typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) return;
      walk(resolvePointer(spec, node.$ref), dir, new Set([...seen, node.$ref]));
      return;
    }
    if (isObject(node.properties)) {
      for (const prop of Object.values(node.properties)) {
        if (isObject(prop) && prop.readOnly === true && dir === REQUEST) continue;
        if (isObject(prop) && prop.writeOnly === true && dir === RESPONSE) continue;
        walk(prop, dir, seen);
      }
    }
    for (const key of ['items', 'additionalProperties', 'not']) walk(node[key], dir, seen);
    for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
      if (Array.isArray(node[key])) for (const sub of node[key]) walk(sub, dir, seen);
    }
  };
  for (const pathItem of Object.values(spec.paths ?? {})) {
    const item = deref(spec, pathItem);
    if (!item) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      for (const param of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = deref(spec, param);
        if (p) walk(p.schema, REQUEST, new Set());
      }
      const body = deref(spec, op.requestBody);
      for (const media of Object.values(body?.content ?? {})) walk(media?.schema, REQUEST, new Set());
      for (const response of Object.values(op.responses ?? {})) {
        const r = deref(spec, response);
        for (const media of Object.values(r?.content ?? {})) walk(media?.schema, RESPONSE, new Set());
      }
    }
  }
  return usage;
}

// ---------------------------------------------------------------------------------------------------------------
// The comparison

const LIMITS_MAX = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum'];
const LIMITS_MIN = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum'];

class Diff {
  constructor(oldSpec, newSpec) {
    this.old = oldSpec;
    this.new = newSpec;
    this.breaking = new Set();
    this.info = new Set();
    this.comparedPairs = new Set();
  }

  /** Properties and required names of an object schema, with its allOf members merged in; members that are
   * references to a schema named in both versions' allOf are left out (that schema is compared by name). */
  objectView(spec, schema, sharedRefs, depth = 0) {
    const view = { properties: {}, required: new Set() };
    if (!schema || depth > 16) return view;
    for (const member of schema.allOf ?? []) {
      const name = refName(member);
      if (name && sharedRefs.has(name)) continue;
      const sub = this.objectView(spec, deref(spec, member), sharedRefs, depth + 1);
      Object.assign(view.properties, sub.properties);
      for (const r of sub.required) view.required.add(r);
    }
    if (isObject(schema.properties)) Object.assign(view.properties, schema.properties);
    for (const r of schema.required ?? []) view.required.add(r);
    return view;
  }

  compareSchema(oldNode, newNode, loc, dirs) {
    if (!isObject(oldNode) || !isObject(newNode)) return;
    const oldName = refName(oldNode);
    const newName = refName(newNode);
    if (oldName && newName && oldName === newName) return; // compared as a named schema
    if (oldName || newName) {
      const pair = `${oldName ?? loc}|${newName ?? loc}`;
      if (this.comparedPairs.has(pair)) return;
      this.comparedPairs.add(pair);
    }
    const o = deref(this.old, oldNode);
    const n = deref(this.new, newNode);
    if (!o || !n) return;

    this.compareTypes(o, n, loc, dirs);

    const oldVariants = o.oneOf ?? o.anyOf;
    const newVariants = n.oneOf ?? n.anyOf;
    if (Array.isArray(oldVariants) || Array.isArray(newVariants)) {
      this.compareVariants(oldVariants ?? [oldNode], newVariants ?? [newNode], loc, dirs);
      return;
    }
    this.compareFormat(o, n, loc);
    this.compareEnum(o, n, loc);
    this.compareLimits(o, n, loc);
    this.compareObject(o, n, loc, dirs);
    if (o.items !== undefined || n.items !== undefined) this.compareSchema(o.items, n.items, `${loc}[]`, dirs);
    if (isObject(o.additionalProperties) && isObject(n.additionalProperties)) {
      this.compareSchema(o.additionalProperties, n.additionalProperties, `${loc}{}`, dirs);
    }
  }

  compareTypes(o, n, loc, dirs) {
    const oldTypes = typeSet(this.old, o);
    const newTypes = typeSet(this.new, n);
    if (!oldTypes && !newTypes) return;
    const what = `${loc} (${showTypes(oldTypes)} -> ${showTypes(newTypes)})`;
    // No `type` at all accepts anything: going from it to a type narrows, going to it widens.
    const lost = !oldTypes ? ['any'] : !newTypes ? [] : [...oldTypes].filter((t) => !covers(newTypes, t));
    const gained = !newTypes ? ['any'] : !oldTypes ? [] : [...newTypes].filter((t) => !covers(oldTypes, t));
    if (lost.length && gained.length) {
      this.breaking.add(`property type changed: ${what}`);
    } else if (lost.length) {
      this.breaking.add(`property type narrowed: ${what}`);
    } else if (gained.length) {
      if (dirs.has(RESPONSE)) this.breaking.add(`property type widened in a response: ${what}`);
      else this.info.add(`property type widened: ${what}`);
    }
  }

  compareVariants(oldVariants, newVariants, loc, dirs) {
    const unmatchedNew = [...newVariants];
    const unmatchedOld = [];
    const signature = (spec, v) => showTypes(typeSet(spec, v));
    for (const variant of oldVariants) {
      const name = refName(variant);
      const index = name
        ? unmatchedNew.findIndex((v) => refName(v) === name)
        : unmatchedNew.findIndex((v) => !refName(v) && signature(this.new, v) === signature(this.old, variant));
      if (index === -1) {
        unmatchedOld.push(variant);
        continue;
      }
      const [match] = unmatchedNew.splice(index, 1);
      if (!name) this.compareSchema(variant, match, loc, dirs);
    }
    // One variant replaced by one other (say `$ref: A` by `$ref: B`): compare what they describe.
    if (unmatchedOld.length === 1 && unmatchedNew.length === 1)
      this.compareSchema(unmatchedOld[0], unmatchedNew[0], loc, dirs);
  }

  compareFormat(o, n, loc) {
    if (o.format !== undefined && n.format !== undefined && o.format !== n.format) {
      this.breaking.add(`property format changed: ${loc} (${o.format} -> ${n.format})`);
    } else if (o.format === undefined && n.format !== undefined) {
      this.info.add(`property format added: ${loc} (${n.format})`);
    } else if (o.format !== undefined && n.format === undefined) {
      this.info.add(`property format removed: ${loc} (${o.format})`);
    }
  }

  compareEnum(o, n, loc) {
    const oldValues = Array.isArray(o.enum) ? o.enum : 'const' in o ? [o.const] : undefined;
    const newValues = Array.isArray(n.enum) ? n.enum : 'const' in n ? [n.const] : undefined;
    if (!oldValues && !newValues) return;
    if (!newValues) {
      this.info.add(`enum constraint removed: ${loc}`);
      return;
    }
    if (!oldValues) {
      this.breaking.add(`enum constraint added: ${loc} (${newValues.map(show).join(', ')})`);
      return;
    }
    const key = (v) => JSON.stringify(v);
    const newKeys = new Set(newValues.map(key));
    const oldKeys = new Set(oldValues.map(key));
    for (const v of oldValues) if (!newKeys.has(key(v))) this.breaking.add(`enum value removed: ${loc} (${show(v)})`);
    for (const v of newValues) if (!oldKeys.has(key(v))) this.info.add(`enum value added: ${loc} (${show(v)})`);
  }

  compareLimits(o, n, loc) {
    for (const limit of LIMITS_MAX) {
      const [a, b] = [o[limit], n[limit]];
      if (typeof b === 'number' && (typeof a !== 'number' || b < a))
        this.breaking.add(`${limit} tightened: ${loc} (${a ?? 'none'} -> ${b})`);
      else if (typeof a === 'number' && (typeof b !== 'number' || b > a))
        this.info.add(`${limit} loosened: ${loc} (${a} -> ${b ?? 'none'})`);
    }
    for (const limit of LIMITS_MIN) {
      const [a, b] = [o[limit], n[limit]];
      const none = limit === 'minimum' || limit === 'exclusiveMinimum' ? undefined : 0;
      const before = typeof a === 'number' ? a : none;
      const after = typeof b === 'number' ? b : none;
      if (after !== undefined && (before === undefined || after > before))
        this.breaking.add(`${limit} tightened: ${loc} (${a ?? 'none'} -> ${b})`);
      else if (before !== undefined && (after === undefined || after < before))
        this.info.add(`${limit} loosened: ${loc} (${a} -> ${b ?? 'none'})`);
    }
    if (typeof n.pattern === 'string' && n.pattern !== o.pattern) {
      this.breaking.add(`pattern changed: ${loc} (${o.pattern ?? 'none'} -> ${n.pattern})`);
    } else if (typeof o.pattern === 'string' && n.pattern === undefined) {
      this.info.add(`pattern removed: ${loc} (${o.pattern})`);
    }
  }

  compareObject(o, n, loc, dirs) {
    const oldRefs = new Set((o.allOf ?? []).map((m) => refName(m)).filter(Boolean));
    const shared = new Set((n.allOf ?? []).map((m) => refName(m)).filter((name) => name && oldRefs.has(name)));
    const before = this.objectView(this.old, o, shared);
    const after = this.objectView(this.new, n, shared);
    for (const [prop, oldProp] of Object.entries(before.properties)) {
      const newProp = after.properties[prop];
      if (newProp === undefined) {
        this.breaking.add(`removed schema property: ${loc}.${prop}`);
        continue;
      }
      // A property that stops travelling one way is gone for whoever read (or sent) it that way.
      const becameWriteOnly =
        isObject(newProp) && newProp.writeOnly === true && !(isObject(oldProp) && oldProp.writeOnly === true);
      const becameReadOnly =
        isObject(newProp) && newProp.readOnly === true && !(isObject(oldProp) && oldProp.readOnly === true);
      if (becameWriteOnly && dirs.has(RESPONSE)) this.breaking.add(`property became writeOnly: ${loc}.${prop}`);
      if (becameReadOnly && dirs.has(REQUEST)) this.breaking.add(`property became readOnly: ${loc}.${prop}`);
      this.compareSchema(oldProp, newProp, `${loc}.${prop}`, propertyDirs(dirs, oldProp, newProp));
    }
    for (const prop of Object.keys(after.properties)) {
      if (!(prop in before.properties)) this.info.add(`added schema property: ${loc}.${prop}`);
    }
    for (const prop of after.required) {
      if (before.required.has(prop)) continue;
      const travels = propertyDirs(dirs, before.properties[prop], after.properties[prop]);
      if (travels.has(REQUEST)) this.breaking.add(`request property newly required: ${loc}.${prop}`);
      else this.info.add(`response property newly required: ${loc}.${prop}`);
    }
    for (const prop of before.required) {
      if (after.required.has(prop) || !(prop in after.properties)) continue;
      const travels = propertyDirs(dirs, before.properties[prop], after.properties[prop]);
      if (travels.has(RESPONSE)) this.breaking.add(`response property no longer required: ${loc}.${prop}`);
      else this.info.add(`request property no longer required: ${loc}.${prop}`);
    }
  }

  parameters(spec, pathItem, op) {
    const byKey = new Map();
    for (const param of [...(pathItem.parameters ?? []), ...(op.parameters ?? [])]) {
      const p = deref(spec, param);
      if (!p || typeof p.name !== 'string') continue;
      const name = p.in === 'header' ? p.name.toLowerCase() : p.name;
      byKey.set(`${p.in} ${name}`, p);
    }
    return byKey;
  }

  compareParameters(oldItem, newItem, oldOp, newOp, oldPath, newPath, opLoc) {
    const before = this.parameters(this.old, oldItem, oldOp);
    const after = this.parameters(this.new, newItem, newOp);
    // Path parameters are matched by their place in the template, so renaming `{id}` is not a removal.
    const placeholders = (path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const oldNames = placeholders(oldPath);
    const newNames = placeholders(newPath);
    const counterpart = (key) => {
      if (!key.startsWith('path ')) return key;
      const i = oldNames.indexOf(key.slice(5));
      return i === -1 || newNames[i] === undefined ? key : `path ${newNames[i]}`;
    };
    const matched = new Set();
    for (const [key, oldParam] of before) {
      const newKey = counterpart(key);
      const newParam = after.get(newKey);
      if (!newParam) {
        this.info.add(`removed request parameter: ${opLoc} ${key}`);
        continue;
      }
      matched.add(newKey);
      if (newParam.required === true && oldParam.required !== true) {
        this.breaking.add(`request parameter newly required: ${opLoc} ${newKey}`);
      }
      this.compareSchema(oldParam.schema, newParam.schema, `${opLoc} parameter ${newKey}`, new Set([REQUEST]));
    }
    for (const [key, newParam] of after) {
      if (matched.has(key)) continue;
      if (newParam.required === true) this.breaking.add(`request parameter newly required: ${opLoc} ${key}`);
      else this.info.add(`added request parameter: ${opLoc} ${key}`);
    }
  }

  compareContent(oldContent, newContent, loc, dirs, removedText) {
    for (const [type, oldMedia] of Object.entries(oldContent ?? {})) {
      const newMedia = newContent?.[type];
      if (!newMedia) {
        this.breaking.add(`${removedText}: ${loc} ${type}`);
        continue;
      }
      const where = type === 'application/json' ? loc : `${loc} (${type})`;
      this.compareSchema(oldMedia?.schema, newMedia?.schema, where, dirs);
    }
    for (const type of Object.keys(newContent ?? {})) {
      if (!oldContent?.[type]) this.info.add(`added content type: ${loc} ${type}`);
    }
  }

  compareResponse(oldResponse, newResponse, loc) {
    const oldName = refName(oldResponse, RESPONSE_PREFIX);
    if (oldName && oldName === refName(newResponse, RESPONSE_PREFIX)) return; // compared as a named response
    const o = deref(this.old, oldResponse);
    const n = deref(this.new, newResponse);
    if (!o || !n) return;
    this.compareContent(o.content, n.content, loc, new Set([RESPONSE]), 'removed response content');
  }

  /**
   * Who may call an operation (its `security`, else the document's): narrowed when someone the old one let in is
   * now refused, i.e. an old alternative is no longer covered by a new one that asks for no more than it did.
   */
  compareSecurity(oldOp, newOp, opLoc) {
    const alternatives = (spec, op) => {
      const security = op.security ?? spec.security ?? [];
      return security.length === 0 ? [{}] : security;
    };
    const asks = (requirement) =>
      Object.entries(requirement).flatMap(([scheme, roles]) => [scheme, ...roles.map((role) => `${scheme}:${role}`)]);
    const covers = (wider, narrower) => asks(wider).every((need) => asks(narrower).includes(need));
    const before = alternatives(this.old, oldOp);
    const after = alternatives(this.new, newOp);
    if (before.every((old) => after.some((now) => covers(now, old)))) return;
    const show = (list) =>
      list
        .map((requirement) =>
          Object.keys(requirement).length === 0
            ? 'anyone'
            : Object.entries(requirement)
                .map(([scheme, roles]) => (roles.length ? `${scheme}[${roles.join(', ')}]` : scheme))
                .join(' + '),
        )
        .join(' | ');
    this.breaking.add(`operation security narrowed: ${opLoc} (${show(before)} -> ${show(after)})`);
  }

  compareOperation(oldItem, newItem, method, oldPath, newPath) {
    const oldOp = oldItem[method];
    const newOp = newItem[method];
    const opLoc = `${method.toUpperCase()} ${oldPath}`;
    this.compareParameters(oldItem, newItem, oldOp, newOp, oldPath, newPath, opLoc);
    this.compareSecurity(oldOp, newOp, opLoc);

    const oldBody = deref(this.old, oldOp.requestBody);
    const newBody = deref(this.new, newOp.requestBody);
    if (newBody?.required === true && oldBody?.required !== true)
      this.breaking.add(`request body newly required: ${opLoc}`);
    if (oldBody && newBody)
      this.compareContent(
        oldBody.content,
        newBody.content,
        `${opLoc} request body`,
        new Set([REQUEST]),
        'removed request content type',
      );
    else if (oldBody && !newBody) this.info.add(`request body removed: ${opLoc}`);
    else if (!oldBody && newBody && newBody.required !== true) this.info.add(`optional request body added: ${opLoc}`);

    const oldResponses = oldOp.responses ?? {};
    const newResponses = newOp.responses ?? {};
    for (const [status, oldResponse] of Object.entries(oldResponses)) {
      if (!(status in newResponses)) {
        this.breaking.add(`removed response status: ${opLoc} ${status}`);
        continue;
      }
      this.compareResponse(oldResponse, newResponses[status], `${opLoc} response ${status}`);
    }
    for (const status of Object.keys(newResponses)) {
      if (!(status in oldResponses)) this.info.add(`added response status: ${opLoc} ${status}`);
    }
  }

  comparePaths() {
    const template = (path) => path.replace(/\{[^}]+\}/g, '{}');
    const newByTemplate = new Map(Object.keys(this.new.paths ?? {}).map((p) => [template(p), p]));
    const oldTemplates = new Set(Object.keys(this.old.paths ?? {}).map(template));
    for (const [oldPath, oldRaw] of Object.entries(this.old.paths ?? {})) {
      const newPath = newByTemplate.get(template(oldPath));
      if (newPath === undefined) {
        this.breaking.add(`removed path: ${oldPath}`);
        continue;
      }
      const oldItem = deref(this.old, oldRaw) ?? {};
      const newItem = deref(this.new, this.new.paths[newPath]) ?? {};
      for (const method of METHODS) {
        if (!isObject(oldItem[method])) continue;
        if (!isObject(newItem[method])) {
          this.breaking.add(`removed operation: ${method.toUpperCase()} ${oldPath}`);
          continue;
        }
        this.compareOperation(oldItem, newItem, method, oldPath, newPath);
      }
      for (const method of METHODS) {
        if (isObject(newItem[method]) && !isObject(oldItem[method]))
          this.info.add(`added operation: ${method.toUpperCase()} ${newPath}`);
      }
    }
    for (const newPath of Object.keys(this.new.paths ?? {})) {
      if (!oldTemplates.has(template(newPath))) this.info.add(`added path: ${newPath}`);
    }
  }

  compareComponents() {
    // A security scheme that moves (another cookie, header or query name) signs every client out.
    const oldSchemes = this.old.components?.securitySchemes ?? {};
    const newSchemes = this.new.components?.securitySchemes ?? {};
    for (const [name, o] of Object.entries(oldSchemes)) {
      const n = newSchemes[name];
      if (!isObject(n)) this.breaking.add(`removed security scheme: ${name}`);
      else if (o.type !== n.type || o.in !== n.in || o.name !== n.name || o.scheme !== n.scheme) {
        const where = (scheme) => [scheme.type, scheme.in, scheme.name ?? scheme.scheme].filter(Boolean).join(' ');
        this.breaking.add(`security scheme changed: ${name} (${where(o)} -> ${where(n)})`);
      }
    }
    const oldSchemas = this.old.components?.schemas ?? {};
    const newSchemas = this.new.components?.schemas ?? {};
    const oldUsage = schemaUsage(this.old);
    const newUsage = schemaUsage(this.new);
    for (const [name, oldSchema] of Object.entries(oldSchemas)) {
      if (!(name in newSchemas)) {
        this.info.add(`removed schema: ${name} (no longer referenced)`);
        continue;
      }
      const dirs = new Set([...(oldUsage.get(name) ?? []), ...(newUsage.get(name) ?? [])]);
      this.compareSchema(oldSchema, newSchemas[name], name, dirs.size ? dirs : BOTH);
    }
    for (const name of Object.keys(newSchemas)) if (!(name in oldSchemas)) this.info.add(`added schema: ${name}`);

    const oldResponses = this.old.components?.responses ?? {};
    const newResponses = this.new.components?.responses ?? {};
    for (const [name, oldResponse] of Object.entries(oldResponses)) {
      if (!(name in newResponses)) continue; // no operation refers to it any more (else the bundle would fail)
      const o = deref(this.old, oldResponse);
      const n = deref(this.new, newResponses[name]);
      if (o && n)
        this.compareContent(o.content, n.content, `responses.${name}`, new Set([RESPONSE]), 'removed response content');
    }
  }
}

function propertyDirs(dirs, oldProp, newProp) {
  const flag = (key) => isObject(oldProp) && isObject(newProp) && oldProp[key] === true && newProp[key] === true;
  const flagNew = (key) => isObject(newProp) && newProp[key] === true;
  if (flag('readOnly') || (!oldProp && flagNew('readOnly'))) return new Set([...dirs].filter((d) => d === RESPONSE));
  if (flag('writeOnly') || (!oldProp && flagNew('writeOnly'))) return new Set([...dirs].filter((d) => d === REQUEST));
  return dirs;
}

/** Compares two bundled contracts; returns the breaking changes and the other differences, one line each. */
export function diffContracts(oldSpec, newSpec) {
  const diff = new Diff(oldSpec, newSpec);
  diff.comparePaths();
  diff.compareComponents();
  return { breaking: [...diff.breaking], info: [...diff.info] };
}

/**
 * Which breaking changes openapi/BREAKING-CHANGES.md acknowledges: a list item (`- ` or `* `, not in a code
 * block) that quotes the change's exact line in backticks and gives a reason (other words on that line).
 */
export function acknowledgements(breaking, markdown) {
  let inFence = false;
  const items = String(markdown ?? '')
    .split(/\r?\n/)
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^ {0,3}[-*]\s/.test(line); // not in a fenced or indented code block
    });
  const acknowledged = [];
  const withoutReason = [];
  const unacknowledged = [];
  for (const change of breaking) {
    const line = items.find((item) => item.includes(`\`${change}\``));
    if (!line) {
      unacknowledged.push(change);
      continue;
    }
    const reason = line
      .replace(/`[^`]*`/g, '')
      .replace(/<[^>]*>/g, '') // the `<reason>` placeholder of the check's own hint is no reason
      .replace(/^\s*[-*]\s+/, '')
      .replace(/[^\p{L}\p{N}]+/gu, '');
    if (reason.length < 3) withoutReason.push(change);
    else acknowledged.push(change);
  }
  return { acknowledged, withoutReason, unacknowledged };
}
