// How the negative sweep (negative.mjs) reads a request body's schema: the places in a valid body it can break, each
// with the JSON types the contract takes there, whether it is required and its maxLength. Pure: a bundled contract
// (or openapi-backend's dereferenced one) and a value in, plain data out.
import { resolve } from './refusals.mjs';

/** The JSON types a value can have, `integer` apart from `number` (a number with a fraction). */
export const JSON_TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'];

/** The JSON type of a value: `integer` for a whole number, `number` for one with a fraction. */
export function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether `types` (a set, null: any) takes `value`. */
export const takes = (types, value) => types === null || types.has(typeOf(value));

/** `number` takes whole numbers too. */
const widened = (names) => new Set(names.flatMap((name) => (name === 'number' ? ['number', 'integer'] : [name])));
const intersect = (a, b) => (a === null ? b : b === null ? a : new Set([...a].filter((type) => b.has(type))));

/**
 * A schema as the list of its parts: itself without `$ref` and `allOf`, the schema its `$ref` names (OpenAPI 3.1 keeps
 * a `$ref`'s sibling keywords) and each `allOf` part, each read the same way. All of them apply to a value.
 */
export function partsOf(spec, node, depth = 0) {
  if (node === null || typeof node !== 'object' || depth > 32) return [];
  const { $ref, allOf, ...own } = node;
  const target = $ref ? partsOf(spec, resolve(spec, { $ref }), depth + 1) : [];
  return [own, ...target, ...(allOf ?? []).flatMap((part) => partsOf(spec, part, depth + 1))];
}

/** The JSON types a schema's parts take (`type`, `const`, `enum`, `oneOf`/`anyOf` branches); null when any type. */
export function typesOf(spec, parts, depth = 0) {
  let types = null;
  for (const part of parts) {
    if (part.type !== undefined) types = intersect(types, widened([part.type].flat()));
    if (part.const !== undefined) types = intersect(types, new Set([typeOf(part.const)]));
    if (Array.isArray(part.enum)) types = intersect(types, new Set(part.enum.map(typeOf)));
    for (const key of ['oneOf', 'anyOf']) {
      if (!Array.isArray(part[key]) || depth > 16) continue;
      const branches = part[key].map((branch) => typesOf(spec, partsOf(spec, branch), depth + 1));
      // A branch that takes any type makes the whole alternative take any type.
      if (!branches.includes(null)) types = intersect(types, new Set(branches.flatMap((set) => [...set])));
    }
  }
  return types;
}

/**
 * What a schema says about a value: its types, properties, required properties, items, additionalProperties, whether
 * it is closed (a part says `additionalProperties: false`, so a name no part declares is refused) and maxLength. A `oneOf`/`anyOf` is walked through the one branch that takes the value's type (an object that may be
 * null); when none or several do, the value is `opaque`: nothing inside it is claimed required or typed.
 */
export function shapeOf(spec, node, value) {
  const parts = partsOf(spec, node);
  const types = typesOf(spec, parts);
  const all = [...parts];
  let opaque = false;
  for (const part of parts) {
    for (const key of ['oneOf', 'anyOf']) {
      if (!Array.isArray(part[key])) continue;
      const matching = part[key].filter((branch) => takes(typesOf(spec, partsOf(spec, branch)), value));
      if (matching.length === 1) all.push(...partsOf(spec, matching[0]));
      else opaque = true;
    }
  }
  const lengths = all.map((part) => part.maxLength).filter((length) => typeof length === 'number');
  return {
    types,
    opaque,
    properties: Object.assign({}, ...all.map((part) => part.properties ?? {})),
    required: new Set(all.flatMap((part) => part.required ?? [])),
    items: all.find((part) => part.items !== undefined)?.items,
    additionalProperties: all.find((part) => typeof part.additionalProperties === 'object')?.additionalProperties,
    closed: all.some((part) => part.additionalProperties === false || part.unevaluatedProperties === false),
    maxLength: lengths.length ? Math.min(...lengths) : undefined,
  };
}

/**
 * The places of a valid body the sweep can break, walked along the body and its schema: each value present (`present`),
 * each property the schema declares that the body leaves out, and the first item of an empty array. Each place has its
 * `pointer` (keys and indexes from the body), the `types` the contract takes there (null: any), whether its object
 * `required` it (the body itself: `bodyRequired`) and its `maxLength`; an object present says whether the contract
 * `closed` it. Arrays are walked through their first two items.
 */
export function placesOf(spec, schema, body, bodyRequired = true) {
  const places = [];
  const absent = (node, pointer) => {
    const { types, maxLength } = shapeOf(spec, node, undefined);
    places.push({ pointer, types, maxLength, present: false, required: false, object: false, closed: false });
  };
  const walk = (node, value, pointer, required, depth) => {
    const shape = shapeOf(spec, node, value);
    const type = typeOf(value);
    const { types, maxLength, opaque } = shape;
    const object = type === 'object';
    // Inside an ambiguous oneOf/anyOf nothing is claimed, closed neither.
    const closed = object && shape.closed && !opaque;
    places.push({ pointer, types, maxLength, present: true, required, object, closed });
    if (opaque || depth > 12) return;
    if (type === 'object') {
      for (const [key, child] of Object.entries(shape.properties)) {
        if (Object.hasOwn(value, key)) walk(child, value[key], [...pointer, key], shape.required.has(key), depth + 1);
        else absent(child, [...pointer, key]);
      }
      if (shape.additionalProperties) {
        for (const key of Object.keys(value).filter((name) => !Object.hasOwn(shape.properties, name))) {
          walk(shape.additionalProperties, value[key], [...pointer, key], false, depth + 1);
        }
      }
    } else if (type === 'array' && shape.items !== undefined) {
      if (value.length === 0) absent(shape.items, [...pointer, 0]);
      value.slice(0, 2).forEach((item, index) => walk(shape.items, item, [...pointer, index], false, depth + 1));
    }
  };
  walk(schema, body, [], bodyRequired, 0);
  return places;
}

/** A copy of `body` with the value at `pointer` replaced (`value`) or removed (no `value` given); `[]` is the body. */
export function changedAt(body, pointer, ...value) {
  if (pointer.length === 0) return value[0];
  const copy = structuredClone(body);
  const parent = pointer.slice(0, -1).reduce((at, key) => at[key], copy);
  const last = pointer.at(-1);
  if (value.length) parent[last] = value[0];
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

/** A place as the validation problem names it: `changes[0].shortName`, the body itself `$`. */
export const placeName = (pointer) =>
  pointer.reduce((at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key), '') || '$';
