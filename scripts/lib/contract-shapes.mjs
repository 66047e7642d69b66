// The contract's obligations on what a request may send (openapi/openapi.yaml's description): every object of a
// request body is closed, every text and list has a limit. A server can then refuse what the contract does not
// name and bound what it reads; the negative sweep (negative.mjs) sends what breaks them. Pure: a bundled contract in,
// the places that break a rule out. Tested in scripts/contract-shapes.test.ts.
import { resolve } from './refusals.mjs';

/** Formats that bound a string's length by themselves. */
const BOUNDED_FORMATS = new Set(['uuid', 'date', 'date-time']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The schemas that apply to a value, each `$ref` followed and each `allOf` part taken in (OpenAPI 3.1 keeps siblings). */
function partsOf(spec, node, depth = 0) {
  if (node === null || typeof node !== 'object' || depth > 32) return [];
  const { $ref, allOf, ...own } = node;
  const named = $ref
    ? partsOf(spec, resolve(spec, { $ref }), depth + 1).map((part) => ({ ...part, $from: part.$from ?? $ref }))
    : [];
  return [own, ...named, ...(allOf ?? []).flatMap((part) => partsOf(spec, part, depth + 1))];
}

/** The JSON types the parts all take (null: any), `number` taking `integer` too. */
function typesOf(parts) {
  let types = null;
  for (const part of parts) {
    if (part.type === undefined) continue;
    const named = new Set([part.type].flat().flatMap((type) => (type === 'number' ? ['number', 'integer'] : [type])));
    types = types === null ? named : new Set([...types].filter((type) => named.has(type)));
  }
  const fixed = parts.find((part) => part.const !== undefined || Array.isArray(part.enum));
  return fixed ? new Set() : types;
}

/** The schema names a place is declared in (`ClientChange`), for the message. */
const namesOf = (parts) => [...new Set(parts.map((part) => part.$from?.split('/').at(-1)).filter(Boolean))];

/**
 * Why an object's parts do not close it, or undefined: one part must say `additionalProperties: false` (or
 * `unevaluatedProperties: false`) and declare every property the others do, else it refuses what they add.
 */
function notClosed(parts) {
  const declared = [...new Set(parts.flatMap((part) => Object.keys(part.properties ?? {})))];
  const closing = parts.filter((part) => part.additionalProperties === false || part.unevaluatedProperties === false);
  if (!closing.length) return 'an object that is not closed (no additionalProperties: false)';
  const missing = closing.map((part) => declared.filter((name) => !Object.hasOwn(part.properties ?? {}, name)));
  if (missing.some((names) => names.length === 0)) return undefined;
  return `an object whose closed part (additionalProperties: false) does not declare ${missing[0].join(', ')}, which another part does`;
}

/** What a place breaks, as sentences; its inner places are checked by the caller. */
function brokenRules(parts, types) {
  const broken = [];
  const any = (key) => parts.some((part) => part[key] !== undefined);
  if (types === null) broken.push('it has no type, so it takes any value');
  if (types?.has('object')) {
    const open = notClosed(parts);
    if (open && parts.some((part) => typeof part.additionalProperties === 'object')) {
      // A map (ids to versions) names no properties: its size and its keys are its limits.
      if (!any('maxProperties')) broken.push('a map without maxProperties');
      const keys = parts.flatMap((part) => (part.propertyNames ? [part.propertyNames] : []));
      if (!keys.some((key) => key.maxLength !== undefined || BOUNDED_FORMATS.has(key.format) || key.enum))
        broken.push('a map whose keys (propertyNames) have no maxLength');
    } else if (open) {
      broken.push(open);
    }
  }
  if (types?.has('string') && !any('maxLength') && !parts.some((part) => BOUNDED_FORMATS.has(part.format))) {
    broken.push('a string without maxLength (nor format uuid, date or date-time, enum or const)');
  }
  if (types?.has('array') && !any('maxItems')) broken.push('an array without maxItems');
  return broken;
}

/**
 * Every place of a request body's schema that breaks a rule, as `{ operation, place, schemas, broken }`: walked through
 * `$ref`, `allOf` (all parts of a place together), each `oneOf`/`anyOf` branch with the rest of its place, properties,
 * items and map values. `place` is the body's path (`$.changes[].name`); `schemas` the schema names it is in.
 */
export function requestShapeProblems(spec) {
  const problems = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      const body = resolve(spec, operation?.requestBody);
      for (const [mediaType, content] of Object.entries(body?.content ?? {})) {
        if (!/json/.test(mediaType) || !content.schema) continue;
        const name = `${method.toUpperCase()} ${path} (${operation.operationId})`;
        walkBody(spec, content.schema, (problem) => problems.push({ operation: name, ...problem }));
      }
    }
  }
  return problems;
}

/** Walks one body's schema, reporting each place that breaks a rule. */
function walkBody(spec, schema, report) {
  const seen = new Set();
  // `owners`: the schemas that declare the place, named when it has no name of its own.
  const walk = (nodes, place, depth, owners) => {
    const key = `${place} ${JSON.stringify(nodes)}`;
    if (depth > 24 || seen.has(key)) return;
    seen.add(key);
    const parts = nodes.flatMap((node) => partsOf(spec, node));
    // A oneOf/anyOf: each branch with the rest of the place, one alternative at a time.
    const index = parts.findIndex((part) => part.oneOf || part.anyOf);
    if (index >= 0) {
      const { oneOf, anyOf, ...rest } = parts[index];
      const others = [...parts.slice(0, index), rest, ...parts.slice(index + 1)];
      for (const branch of oneOf ?? anyOf) walk([...others, branch], place, depth + 1, owners);
      if (oneOf && anyOf) walk([...others, { anyOf }], place, depth + 1, owners);
      return;
    }
    const types = typesOf(parts);
    const schemas = namesOf(parts).length ? namesOf(parts) : owners;
    const broken = brokenRules(parts, types);
    if (broken.length) report({ place, schemas, broken });
    if (types === null || types.has('object')) {
      for (const property of new Set(parts.flatMap((part) => Object.keys(part.properties ?? {})))) {
        const declaring = parts.filter((part) => part.properties?.[property] !== undefined);
        const declared = declaring.map((part) => part.properties[property]);
        walk(declared, `${place}.${property}`, depth + 1, namesOf(declaring));
      }
      const values = parts.flatMap((part) =>
        typeof part.additionalProperties === 'object' ? [part.additionalProperties] : [],
      );
      if (values.length) walk(values, `${place}.*`, depth + 1, schemas);
    }
    if (types?.has('array')) {
      const items = parts.flatMap((part) => (part.items === undefined ? [] : [part.items]));
      walk(items.length ? items : [{}], `${place}[]`, depth + 1, schemas);
    }
  };
  walk([schema], '$', 0, []);
}

/** A problem in one line: `POST /x (op): $.changes[].name (ClientChange): a string without maxLength`. */
export const describeProblem = ({ operation, place, schemas, broken }) =>
  `${operation}: ${place}${schemas.length ? ` (${schemas.join(', ')})` : ''}: ${broken.join('; ')}`;
