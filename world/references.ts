import type { OpenAPIBackend } from 'openapi-backend';
import { ErrorCode } from '../src/api/schema.gen';
import type { OperationId } from './contract';
import { WorldError } from './errors';
import type { Handlers } from './handlers/context';
import type { UserRecord } from './state';
import type { World } from './world';

/** A list operation whose answer holds ids that may be named, each under `key`. */
export interface ReferenceList {
  list: string;
  key: string;
}

/**
 * Which records an id in a request body may name, read from the contract's `x-reference` annotations (the
 * contract's description says what they mean): the ids a list operation answers for the same path (or any of
 * `lists` that the caller may call), the path parameter or the caller's own id it must equal, or, by another
 * property of the same object, one of several. The world refuses any other id before the operation's handler runs,
 * with the code the annotation gives, the same whether the record exists elsewhere or not at all; `stored.*` rules
 * are the handler's own (they need the record).
 */
export interface ReferenceRule extends Partial<ReferenceList> {
  record?: string;
  /** Lists of which the id may be in any one that the caller may call (a super user's list of every user). */
  lists?: ReferenceList[];
  /** `path.<parameter>`, `session.userID` or `stored.<property>`. */
  equals?: string;
  /** The code of the refusal (default `BadRequest_InvalidReference`). */
  refusal?: string;
  /** The sibling property that chooses among `records`. */
  by?: string;
  records?: Record<string, ReferenceRule>;
}

/** A place in a body (`*` each item of a list) and the rule its ids follow. */
export interface ReferenceField {
  path: readonly string[];
  rule: ReferenceRule;
}

const DEFAULT_REFUSAL = ErrorCode.BadRequest_InvalidReference;

/** The contract's code of a rule's refusal; a code the contract does not have stops the world's start. */
export function refusalOf(rule: ReferenceRule): ErrorCode {
  const code = rule.refusal ?? DEFAULT_REFUSAL;
  const known = (Object.values(ErrorCode) as string[]).includes(code);
  if (!known) throw new Error(`x-reference refuses with ${code}, which is not a code of the contract`);
  return code as ErrorCode;
}

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  'x-reference'?: ReferenceRule;
}

/** The annotated places of a (dereferenced) request schema; a schema met again on the same path is not walked twice. */
export function referenceFields(
  schema: unknown,
  path: readonly string[] = [],
  seen = new Set<unknown>(),
): ReferenceField[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  const node = schema as SchemaNode;
  const inner = new Set(seen).add(schema);
  const found: ReferenceField[] = node['x-reference'] ? [{ path, rule: node['x-reference'] }] : [];
  for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    found.push(...referenceFields(part, path, inner));
  for (const [name, property] of Object.entries(node.properties ?? {}))
    found.push(...referenceFields(property, [...path, name], inner));
  if (node.items) found.push(...referenceFields(node.items, [...path, '*'], inner));
  return found;
}

/** Each annotated operation's fields, from the contract openapi-backend loaded (its schemas are dereferenced). */
export function referencesOf(api: OpenAPIBackend): Map<string, ReferenceField[]> {
  const byOperation = new Map<string, ReferenceField[]>();
  for (const operation of api.getOperations()) {
    const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.[
      'application/json'
    ]?.schema;
    const fields = referenceFields(body);
    if (operation.operationId && fields.length) byOperation.set(operation.operationId, fields);
  }
  return byOperation;
}

/** A value found at a field's place: where (`changes[0].teamUserID`), the id, and the object that holds it. */
interface Found {
  where: string;
  value: unknown;
  holder: Record<string, unknown>;
}

function valuesAt(body: unknown, path: readonly string[]): Found[] {
  let places: { where: string; value: unknown; holder: Record<string, unknown> }[] = [
    { where: '', value: body, holder: {} },
  ];
  for (const step of path) {
    const next: typeof places = [];
    for (const place of places) {
      if (step === '*') {
        if (Array.isArray(place.value))
          place.value.forEach((item: unknown, index) =>
            next.push({ where: `${place.where}[${index}]`, value: item, holder: place.holder }),
          );
      } else if (place.value && typeof place.value === 'object' && !Array.isArray(place.value)) {
        const holder = place.value as Record<string, unknown>;
        if (Object.hasOwn(holder, step))
          next.push({ where: place.where ? `${place.where}.${step}` : step, value: holder[step], holder });
      }
    }
    places = next;
  }
  return places;
}

const statusOf = (code: ErrorCode) => (code.startsWith('NotFound') ? 404 : code === ErrorCode.Forbidden ? 403 : 400);

const sameId = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export interface ReferenceCall {
  world: World;
  me: UserRecord | null;
  params: Readonly<Record<string, unknown>>;
  handlers: Handlers;
  persona: string;
  /** Whether the caller may call an operation (its `security`), with the call's path parameters. */
  mayCall: (operationId: string) => boolean;
}

/** The lists a rule names: its `list` and `key`, and its `lists`. */
export const listsOf = (rule: ReferenceRule): ReferenceList[] => [
  ...(rule.list && rule.key ? [{ list: rule.list, key: rule.key }] : []),
  ...(rule.lists ?? []),
];

/**
 * Refuses a body naming an id its caller may not use there (`x-reference`): throws the rule's coded WorldError,
 * naming the field. Each list is asked once per call, as the caller and with the call's path parameters.
 */
export function refuseForeignReferences(fields: readonly ReferenceField[], body: unknown, call: ReferenceCall): void {
  const lists = new Map<string, Set<string>>();
  const allowed = (list: string, key: string): Set<string> => {
    const cacheKey = `${list}\u0000${key}`;
    const cached = lists.get(cacheKey);
    if (cached) return cached;
    const handler = call.handlers[list as OperationId] as ((context: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`x-reference names ${list}, which the world does not model`);
    const answer = handler({ world: call.world, persona: call.persona, me: call.me, params: call.params, query: {} });
    const ids = new Set<string>();
    for (const item of Array.isArray(answer) ? answer : []) {
      const id = (item as Record<string, unknown> | null)?.[key];
      if (typeof id === 'string') ids.add(id.toLowerCase());
    }
    lists.set(cacheKey, ids);
    return ids;
  };
  for (const field of fields) {
    for (const found of valuesAt(body, field.path)) {
      if (found.value === null || found.value === undefined) continue;
      const rule = field.rule.by ? field.rule.records?.[String(found.holder[field.rule.by])] : field.rule;
      if (!rule || mayUse(rule, found.value, call, allowed)) continue;
      const code = refusalOf(rule);
      throw new WorldError(
        statusOf(code),
        code,
        `${found.where}: this call may not name that ${rule.record ?? 'record'} here`,
      );
    }
  }
}

function mayUse(
  rule: ReferenceRule,
  value: unknown,
  call: ReferenceCall,
  allowed: (list: string, key: string) => Set<string>,
): boolean {
  if (rule.equals?.startsWith('path.')) return sameId(value, call.params[rule.equals.slice('path.'.length)]);
  if (rule.equals === 'session.userID') return sameId(value, call.me?.userID);
  // A rule on the stored record is the handler's: it has the record.
  if (rule.equals) return true;
  const lists = listsOf(rule);
  if (!lists.length) return true;
  return (
    typeof value === 'string' &&
    lists.some(({ list, key }) => call.mayCall(list) && allowed(list, key).has(value.toLowerCase()))
  );
}
