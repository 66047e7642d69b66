// The conformance kit's reference refusals, generated from the contract's `x-reference` annotations: for every id in a
// request body that names a record, the role that makes the call tries a record it may not name there (one of another
// organisation, found on the server), expects the refusal the annotation gives, and a write is read back before and
// after to show it changed nothing. What a backend team reads about them: docs/conformance.md, "References and
// identity".
import { randomUUID } from 'node:crypto';
import { operationsWithAccess } from './access.mjs';
import {
  generatedDocument,
  isWrite,
  parametersOf,
  readBackOf,
  refusalSteps,
  requestBody,
  requestParameters,
  resolve,
} from './refusals.mjs';

const DEFAULT_REFUSAL = 'BadRequest_InvalidReference';

/** Who makes an operation's call in its reference refusals, by its access level: the narrowest role it admits. */
const ACTING = { organisationAdmin: 'orgAdmin', signedIn: 'user', self: 'user', anonymous: 'anonymous' };

/** Why a reference of a rule cannot be tried, when it is known before anything is asked. */
const UNTRIED = {
  stored: "it names the stored record's own value (an acceptance update)",
};

/**
 * The references the kit cannot try against the world, each with why (docs/conformance.md, "References and
 * identity"): there is no record the caller may not name there, or the rule is on the stored record's own value.
 * `scripts/workflow-coverage.test.ts` holds the world to this list, and `contract:self-test` a run to it.
 */
export const UNTRIED_REFERENCES = {
  'invitationAccept.consentDocumentIds[]': 'every consent document is open to anyone',
  'versionsInitialiseOrganisation.authorisedAppIds[]': "the estate authorises every organisation's applications alike",
  // Its organisationIDs must name a child, and the organisation admin's organisation (Harbour Fish Bar) has none.
  'versionsBatchAuthorisePackage.applicationPackageID': "the organisation admin's organisation has no child to name",
  'versionsUpdateAcceptance.applicationPackageID': "the acceptance's own: the world's tests prove it",
  'versionsUpdateAcceptance.rootNodeID': "the acceptance's own: the world's tests prove it",
  'versionsUpdateAcceptance.userID': "the acceptance's own: the world's tests prove it",
};

/** The status of a refusal's code: 404 for a NotFound code, 403 for Forbidden, else 400. */
const statusOfCode = (code) => (code.startsWith('NotFound') ? 404 : code === 'Forbidden' ? 403 : 400);

/**
 * The places of a request schema whose node passes `test`: `path` (`*` an item of a list), the node, and the list
 * it is an item of (its `minItems`). A schema met again on the same path is not walked twice.
 */
function placesWhere(spec, schema, test, path = [], list = undefined, seen = new Set()) {
  const node = resolve(spec, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  const inner = new Set(seen).add(node);
  const found = test(node) ? [{ path, node, list }] : [];
  for (const part of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    found.push(...placesWhere(spec, part, test, path, list, inner));
  for (const [name, property] of Object.entries(node.properties ?? {}))
    found.push(...placesWhere(spec, property, test, [...path, name], undefined, inner));
  if (node.items) found.push(...placesWhere(spec, node.items, test, [...path, '*'], node, inner));
  // Two parts of an allOf may say the same of one place: it is one place.
  return found.filter((place, index) => found.findIndex((other) => same(other.path, place.path)) === index);
}

/** The annotated places of a request schema: `path`, the rule there, and the least items of its list. */
export const referenceFields = (spec, schema) =>
  placesWhere(spec, schema, (node) => Boolean(node['x-reference'])).map(({ path, node, list }) => ({
    path,
    rule: node['x-reference'],
    minItems: list?.minItems ?? 0,
  }));

/** The places of a request schema that hold an id (`format: uuid`), as `placeOf` names them. */
export const uuidPlaces = (spec, schema) =>
  placesWhere(spec, schema, (node) => node.format === 'uuid').map(({ path }) => placeOf(path));

const same = (a, b) => a.length === b.length && a.every((step, i) => step === b[i]);

/** A field's place as the kit names it: `changes[].teamUserID`. */
export const placeOf = (path) => path.join('.').replaceAll('.*', '[]') || '$';

/** The lists a rule names (`list` and `key`, and `lists`). */
export const listsOf = (rule) => [
  ...(rule.list && rule.key ? [{ list: rule.list, key: rule.key }] : []),
  ...(rule.lists ?? []),
];

/**
 * Every reference the kit tries: per operation an organisation admin, a signed-in user or anyone may call, each
 * annotated place of its body, and for a place whose record another property chooses (`by`) each choice. A super
 * user's operation is not tried: a super user may name any record there is.
 */
export function referenceTargets(spec) {
  const targets = [];
  for (const { method, path, operation, access } of operationsWithAccess(spec)) {
    if (!(access in ACTING)) continue;
    const schema = resolve(spec, operation.requestBody)?.content?.['application/json']?.schema;
    if (!schema) continue;
    for (const { path: place, rule } of referenceFields(spec, schema)) {
      const choices = rule.by ? Object.entries(rule.records ?? {}) : [[undefined, rule]];
      for (const [choice, chosen] of choices) {
        const id = `${operation.operationId}.${placeOf(place)}${choice === undefined ? '' : `.${rule.by}=${choice}`}`;
        targets.push({
          id,
          operationId: operation.operationId,
          method,
          path,
          access,
          as: ACTING[access],
          place,
          rule: chosen,
          ...(choice === undefined
            ? {}
            : { by: { name: rule.by, value: Number.isNaN(Number(choice)) ? choice : Number(choice) } }),
        });
      }
    }
  }
  return targets;
}

/** The path parameters the role's call is made with: its organisation or user, else the examples. */
function pathValues(target, ids) {
  if (target.access === 'organisationAdmin') return { orgId: ids.orgAdminOrganisationID };
  if (target.access === 'self') return { userId: ids.userID };
  return {};
}

const roleId = (role, ids) => ({ orgAdmin: ids.orgAdminID, user: ids.userID, superUser: ids.superUserID })[role];

/**
 * What the kit needs to ask the server before it can write a target's call, found with `ask(role, operationId,
 * pathValues)` (an answer's status and body): the path parameters' real records (an `x-reference` of a path
 * parameter: the first its list answers the role), the ids the role may name at each place of the body (to fill the
 * places not tried), and one the role may not: a record the same list answers for another organisation (the path's
 * organisation's parents first, then the super user's, then the others), or the path value or user id it must not
 * equal. Answers `{found}` per target id, or `{missing: why}`.
 */
export async function discoverReferences(spec, { ids, ask, limit = 25 }) {
  const byOperation = new Map(operationsWithAccess(spec).map((found) => [found.operation.operationId, found]));
  const cache = new Map();
  const askOnce = async (role, operationId, values) => {
    const key = JSON.stringify([role, operationId, values]);
    if (!cache.has(key)) cache.set(key, ask(role, operationId, values));
    return cache.get(key);
  };
  const keysOf = async (role, { list, key }, values) => {
    const answer = await askOnce(role, list, values);
    if (answer.status !== 200 || !Array.isArray(answer.body)) return undefined;
    return answer.body.map((item) => item?.[key]).filter((value) => typeof value === 'string');
  };
  const organisations = await askOnce('superUser', 'listOrganisations', {});
  const all = Array.isArray(organisations.body) ? organisations.body : [];
  const parentOf = new Map(all.map((o) => [o.organisationID, o.parentOrganisationID ?? null]));
  /** @type {Record<string, {found?: {pathValues: Record<string, string>, fill: Record<string, string>, foreign: string}, missing?: string, needs?: string}>} */
  const results = {};
  for (const target of referenceTargets(spec)) {
    results[target.id] = await discoverOne(target);
  }
  return results;

  async function discoverOne(target) {
    if (target.as !== 'anonymous' && !roleId(target.as, ids)) return { needs: `${target.as} session` };
    if (target.access === 'organisationAdmin' && !ids.orgAdminOrganisationID) return { needs: 'orgAdmin session' };
    const { operation, path } = byOperation.get(target.operationId);
    const values = pathValues(target, ids);
    // The path's other records (a link, a team, an application): the first the role may name, and the others, which
    // a record of the body may be another's of (a package of another application).
    const alternatives = {};
    for (const parameter of parametersOf(spec, path, operation)) {
      const rule = parameter['x-reference'];
      if (parameter.in !== 'path' || !rule || parameter.name in values) continue;
      const keys = (await keysOf(target.as, rule, values)) ?? [];
      if (!keys.length) return { missing: `${target.as} has no ${rule.record} to name in the path (${rule.list})` };
      values[parameter.name] = keys[0];
      alternatives[parameter.name] = keys.slice(1, limit);
    }
    const fill = {};
    const schema = resolve(spec, operation.requestBody)?.content?.['application/json']?.schema;
    for (const { path: place, rule, minItems } of referenceFields(spec, schema)) {
      const rules = rule.by ? Object.values(rule.records ?? {}) : [rule];
      for (const each of rules) {
        for (const list of listsOf(each)) {
          const keys = await keysOf(target.as, list, values);
          if (keys?.length) fill[`${placeOf(place)}|${each.record}`] ??= keys[0];
        }
        // A list of the body that needs an item the role has none of: the call cannot be made valid for it.
        const empty = listsOf(each).length && !fill[`${placeOf(place)}|${each.record}`];
        if (minItems > 0 && empty && !same(place, target.place))
          return { missing: `${target.as} has no ${each.record} to name at ${placeOf(place)}` };
      }
    }
    const foreign = await foreignOf(target, values, alternatives);
    return foreign.missing ? foreign : { found: { pathValues: values, fill, foreign: foreign.value } };
  }

  async function foreignOf(target, values, alternatives) {
    const { rule } = target;
    if (rule.equals?.startsWith('stored.')) return { missing: UNTRIED.stored };
    if (rule.equals?.startsWith('path.')) {
      const name = rule.equals.slice('path.'.length);
      // Another organisation than the path's, or a record id that is not the path's.
      const other = name === 'orgId' ? ids.superUserOrganisationID : randomUUID();
      return other && other !== values[name] ? { value: other } : { missing: `no other ${name} than the path's` };
    }
    if (rule.equals === 'session.userID') {
      const other = [ids.superUserID, ids.orgAdminID, ids.userID].find((id) => id && id !== roleId(target.as, ids));
      return other ? { value: other } : { missing: 'no other user than the caller' };
    }
    const lists = listsOf(rule);
    if (!lists.length) return { missing: 'the annotation names no list' };
    const allowed = new Set();
    for (const list of lists)
      for (const key of (await keysOf(target.as, list, values)) ?? []) allowed.add(key.toLowerCase());
    const path = values.orgId;
    const chain = [];
    for (let at = parentOf.get(path); at && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
    const candidates = [...chain, ids.superUserOrganisationID, ...all.map((o) => o.organisationID)]
      .filter((id, index, list) => id && id !== path && list.indexOf(id) === index)
      .slice(0, limit);
    // A list that is not an organisation's answers the same everywhere: nothing in it is another's.
    if (!path || !Object.hasOwn(values, 'orgId')) {
      return { missing: `every ${rule.record} of ${lists[0].list} is open to ${target.as}` };
    }
    // The same list for another organisation, then (the path naming another record too) for another of those.
    const tries = [
      ...candidates.map((organisation) => ({ ...values, orgId: organisation })),
      ...Object.entries(alternatives).flatMap(([name, others]) =>
        others.map((other) => ({ ...values, [name]: other })),
      ),
    ];
    for (const tried of tries) {
      const keys = (await keysOf('superUser', lists[0], tried)) ?? [];
      const other = keys.find((key) => !allowed.has(key.toLowerCase()));
      if (other) return { value: other };
    }
    return {
      missing: `no ${rule.record} outside what ${lists[0].list} answers ${target.as} was found in ${tries.length} tries`,
    };
  }
}

/** Sets a value at a place of a body, `*` being a list's first item (made when the list is empty). */
function setAt(body, place, value) {
  let at = body;
  for (let i = 0; i < place.length - 1; i++) {
    const step = place[i];
    if (step === '*') {
      if (!at.length) at.push({});
      at = at[0];
      continue;
    }
    if (at[step] === undefined || at[step] === null) at[step] = place[i + 1] === '*' ? [] : {};
    at = at[step];
  }
  at[place.at(-1)] = value;
}

/**
 * The call of one target: the operation's request example with its one changed place set to the foreign id and
 * every other annotated place made valid for the role (its path value, its own id, the first id it may name, or
 * left out), a list of records cut to one, and each email a fresh address of the run.
 */
export function referencePlan(spec, target, found, { ids, run }) {
  const byOperation = new Map(operationsWithAccess(spec).map((each) => [each.operation.operationId, each]));
  const { operation, path, method } = byOperation.get(target.operationId);
  const parameters = requestParameters(spec, path, operation, found.pathValues);
  const body = structuredClone(requestBody(spec, operation) ?? {});
  for (const list of ['changes']) if (Array.isArray(body[list])) body[list] = body[list].slice(0, 1);
  if (Array.isArray(body.deletes)) body.deletes = [];
  const schema = resolve(spec, operation.requestBody)?.content?.['application/json']?.schema;
  for (const { path: place, rule } of referenceFields(spec, schema)) {
    const chosen = rule.by
      ? (rule.records?.[String(valueAt(body, [...place.slice(0, -1), rule.by]))] ??
        Object.values(rule.records ?? {})[0])
      : rule;
    if (!chosen || same(place, target.place)) continue;
    let value;
    if (chosen.equals?.startsWith('path.')) value = found.pathValues[chosen.equals.slice('path.'.length)];
    else if (chosen.equals === 'session.userID') value = roleId(target.as, ids);
    else if (chosen.equals) continue;
    else value = found.fill[`${placeOf(place)}|${chosen.record}`];
    if (place.at(-1) === '*') setAt(body, place.slice(0, -1), value === undefined ? [] : [value]);
    else if (value !== undefined) setAt(body, place, value);
  }
  if (target.by) setAt(body, [...target.place.slice(0, -1), target.by.name], target.by.value);
  if (target.place.at(-1) === '*') setAt(body, target.place.slice(0, -1), [found.foreign]);
  else setAt(body, target.place, found.foreign);
  freshEmails(body, `conform-reference-${run}@example.com`);
  const code = target.rule.refusal ?? DEFAULT_REFUSAL;
  const sent = { parameters, body };
  const description = `Refused: ${placeOf(target.place)} names a ${target.rule.record ?? 'record'} that ${target.as} may not name here (${statusOfCode(code)} ${code}); nothing is applied.`;
  const byId = new Map([...byOperation].map(([id, each]) => [id, each]));
  return {
    workflowId: referenceWorkflowId(target),
    targetId: target.id,
    description,
    operationId: target.operationId,
    method,
    path,
    as: target.as,
    status: statusOfCode(code),
    code,
    ...sent,
    readBack: isWrite(method, operation) ? readBackOf(spec, byId, operation, sent) : undefined,
  };
}

function valueAt(body, place) {
  let at = body;
  for (const step of place) at = step === '*' ? at?.[0] : at?.[step];
  return at;
}

function freshEmails(value, address) {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && /^email$/i.test(key)) value[key] = address;
    else freshEmails(inner, address);
  }
}

/**
 * The reference refusals as one Arazzo document, from what `discoverReferences` found: a workflow per target, acting
 * as its role (the read-backs as the super user). A target that could not be tried is named in `skipped` with why.
 */
export function referenceDocument(spec, found, { ids, run, sessions, sourceUrl = '../openapi.yaml' }) {
  const workflows = [];
  const skipped = [];
  for (const target of referenceTargets(spec)) {
    const result = found[target.id];
    const workflowId = referenceWorkflowId(target);
    if (target.as !== 'anonymous' && !sessions.includes(target.as)) {
      skipped.push({ workflowId, missing: [`${target.as} session`] });
      continue;
    }
    if (result?.needs) {
      skipped.push({ workflowId, missing: [result.needs] });
      continue;
    }
    if (!result?.found) {
      skipped.push({ workflowId, missing: [], reason: `not tried: ${result?.missing ?? 'not looked for'}` });
      continue;
    }
    const plan = referencePlan(spec, target, result.found, { ids, run });
    const withReadBack = sessions.includes('superUser');
    workflows.push({
      workflowId: plan.workflowId,
      summary: `${plan.method.toUpperCase()} ${plan.path} as ${plan.as}, ${placeOf(target.place)} naming a record it may not: ${plan.status} ${plan.code}`,
      parameters: [{ reference: '$components.parameters.marker' }],
      steps: refusalSteps(
        plan,
        withReadBack,
        plan.workflowId.replace(/^refuse-/, '').replaceAll(/[^A-Za-z0-9-]+/g, '-'),
      ),
    });
  }
  return {
    document: generatedDocument(
      'Reference refusals',
      "Generated by scripts/lib/references.mjs from the contract's x-reference annotations for one run of " +
        'contract:conform; not edited by hand (docs/conformance.md, "References and identity").',
      sourceUrl,
      workflows,
    ),
    skipped,
  };
}

/** The workflow id of a target's refusal. */
export const referenceWorkflowId = (target) =>
  `refuse-${target.id.replaceAll('[]', '').replaceAll(/[^A-Za-z0-9.=-]+/g, '-')}-foreign`;
