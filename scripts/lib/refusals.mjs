// The conformance kit's refusals, generated from the contract's `security` (scripts/lib/access.mjs) so that no
// operation can be left out: each role the contract refuses tries each operation once, as its own workflow, with a
// valid request of the contract, and a refused write is read back before and after to show it changed nothing.
// What a backend team reads about them: docs/conformance.md, "Roles".
// Its valid requests (from the contract's examples) are also the base the negative sweep breaks (negative.mjs).
import { operationsWithAccess, ROLE_PARAMETERS } from './access.mjs';

/** The session roles of the kit (the world's personas), each a `$components.parameters.<role>` of a workflow. */
const SESSION_ROLES = ['superUser', 'orgAdmin', 'user'];

/**
 * The ids the refusals name, each with the role whose session gives it: found by `GET /Authentication/current` as
 * that role before respect starts (`idsFromSession`) and written into the generated document as values.
 */
export const ID_ROLES = {
  superUserOrganisationID: 'superUser',
  orgAdminID: 'orgAdmin',
  orgAdminOrganisationID: 'orgAdmin',
  userID: 'user',
};

/**
 * Who is refused, per access level, and with what. `names` is the id (`ID_ROLES`) the level's path parameter (orgId
 * or userId, access.mjs) takes in that refusal: an organisation or user the role has no rights over.
 */
export const REFUSALS = {
  signedIn: [{ as: 'loggedOut', status: 401 }],
  superUser: [
    { as: 'loggedOut', status: 401 },
    { as: 'user', status: 403 },
    { as: 'orgAdmin', status: 403 },
  ],
  // The user is a member of the admin's organisation who does not administer it; the admin is refused another one.
  organisationAdmin: [
    { as: 'loggedOut', status: 401 },
    { as: 'user', status: 403, names: 'orgAdminOrganisationID' },
    { as: 'orgAdmin', status: 403, names: 'superUserOrganisationID' },
  ],
  self: [
    { as: 'loggedOut', status: 401 },
    { as: 'user', status: 403, names: 'orgAdminID' },
    { as: 'orgAdmin', status: 403, names: 'userID' },
  ],
};

const CODES = { 401: 'Unauthorized', 403: 'Forbidden' };

/** The anonymous call that carries the comparison of two read-backs (any step can hold success criteria). */
const COMPARE_OPERATION = 'consentDocumentList';

/** The world's personas and SPEC 7's marker, as in the workflow files; contract:conform makes roles session cookies. */
const PERSONA_PARAMETERS = {
  superUser: { name: 'X-Mock-Persona', in: 'header', value: 'superUser' },
  orgAdmin: { name: 'X-Mock-Persona', in: 'header', value: 'orgAdmin' },
  user: { name: 'X-Mock-Persona', in: 'header', value: 'user' },
  anonymous: { name: 'X-Mock-Persona', in: 'header', value: 'loggedOut' },
  marker: { name: 'X-Requested-With', in: 'header', value: 'XMLHttpRequest' },
};

const role = (name) => ({ reference: `$components.parameters.${name === 'loggedOut' ? 'anonymous' : name}` });

/**
 * The ids of a role from its answer to `GET /Authentication/current` (the CurrentSession triple: user, session
 * organisation, isOrgAdmin), as `<role>ID` and `<role>OrganisationID`. Throws, saying what is wrong, when the
 * session is not signed in or is not the role it is given as (the refusals would prove nothing).
 */
export function idsFromSession(sessionRole, { status, body }) {
  const where = `GET /Authentication/current as ${sessionRole}`;
  if (status !== 200) throw new Error(`${where} answers ${status}: is the session signed in?`);
  const [user, organisation, isOrgAdmin] = Array.isArray(body) ? body : [];
  if (typeof user?.userID !== 'string') throw new Error(`${where}: the answer names no user`);
  const superUser = (user.scopes ?? []).includes('superuser');
  if (sessionRole === 'superUser' && !superUser) throw new Error(`${where}: the user's scopes lack superuser`);
  if (sessionRole !== 'superUser' && superUser) throw new Error(`${where}: the user is a super user`);
  if (sessionRole === 'orgAdmin' && isOrgAdmin !== true) {
    throw new Error(`${where}: the user does not administer its session organisation`);
  }
  if (sessionRole === 'user' && isOrgAdmin === true) throw new Error(`${where}: the user is an organisation admin`);
  const ids = { [`${sessionRole}ID`]: user.userID };
  if (typeof organisation?.organisationID === 'string') {
    ids[`${sessionRole}OrganisationID`] = organisation.organisationID;
  } else if (sessionRole === 'orgAdmin') {
    throw new Error(`${where}: the session has no organisation`);
  }
  // A super user without a session organisation gives none: the refusals that need one are skipped, saying so.
  return ids;
}

/** A node with its local `$ref`s followed (a bundled contract refers only within itself). */
export function resolve(spec, node) {
  let current = node;
  for (let i = 0; current?.$ref && i < 20; i++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((at, key) => at?.[key], spec);
  }
  return current;
}

/** The example of a parameter or media type: `example`, else its first named example, else its schema's. */
function exampleOf(spec, holder) {
  if (holder.example !== undefined) return holder.example;
  const first = Object.values(holder.examples ?? {})[0];
  if (first !== undefined) return resolve(spec, first)?.value;
  return resolve(spec, holder.schema)?.example;
}

/** An example value sent as is: respect would read a string starting with `$` or holding `{$` as an expression. */
function literal(value, where) {
  const text = JSON.stringify(value) ?? '';
  if (/"\$|\{\$/.test(text)) throw new Error(`${where}: its example holds a runtime expression ($…), not a value`);
  return value;
}

/** An operation's parameters (the path's, overridden by its own), resolved. */
export function parametersOf(spec, path, operation) {
  const byKey = new Map();
  for (const raw of [...(spec.paths[path].parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolve(spec, raw);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** The required parameters of a call, each from its example unless `values` names it (`{name: value}`). */
export function requestParameters(spec, path, operation, values = {}) {
  return parametersOf(spec, path, operation)
    .filter((parameter) => parameter.required || parameter.name in values)
    .map((parameter) => {
      const where = `${operation.operationId}: ${parameter.in} parameter ${parameter.name}`;
      const value = parameter.name in values ? values[parameter.name] : literal(exampleOf(spec, parameter), where);
      if (value === undefined) throw new Error(`${where} has no example`);
      return { name: parameter.name, in: parameter.in, value };
    });
}

/** The JSON body of a call from the operation's request example; undefined when it takes none. */
export function requestBody(spec, operation) {
  const body = resolve(spec, operation.requestBody);
  if (!body) return undefined;
  const where = `${operation.operationId}: the request body`;
  const json = body.content?.['application/json'];
  if (!json) throw new Error(`${where} is not application/json`);
  const example = exampleOf(spec, json);
  if (example === undefined) throw new Error(`${where} has no example`);
  return literal(example, where);
}

/** A JSON Pointer (RFC 6901) into a value. */
function pointer(value, path) {
  if (path === '') return value;
  return path
    .slice(1)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((at, key) => at?.[key], value);
}

/**
 * The read-back of a write: its `links.readBack` (on the 200 answer) with each parameter resolved to what the
 * refused call sent (`$request.path.<name>`, `$request.query.<name>`, `$request.body#/<pointer>`, or a constant).
 */
export function readBackOf(spec, byOperationId, operation, sent) {
  const link = operation.responses?.['200'] && resolve(spec, operation.responses['200'])?.links?.readBack;
  if (!link) return undefined;
  const where = `${operation.operationId}: links.readBack`;
  const target = byOperationId.get(link.operationId);
  if (!target) throw new Error(`${where} names no operation of the contract (${link.operationId})`);
  const values = {};
  for (const [key, expression] of Object.entries(link.parameters ?? {})) {
    const name = key.replace(/^(path|query|header|cookie)\./, '');
    const from = /^\$request\.(path|query)\.(.+)$/.exec(String(expression));
    const body = /^\$request\.body#(.*)$/.exec(String(expression));
    if (from) {
      const used = sent.parameters.find((p) => p.in === from[1] && p.name === from[2]);
      if (!used) throw new Error(`${where}: ${expression} is not a parameter the call sends`);
      values[name] = used.value;
    } else if (body) {
      values[name] = pointer(sent.body, body[1]);
      if (values[name] === undefined) throw new Error(`${where}: ${expression} reaches nothing in the request example`);
    } else if (String(expression).startsWith('$')) {
      throw new Error(`${where}: ${expression} is known only after the call (use $request.path, query or body)`);
    } else {
      values[name] = expression;
    }
  }
  const known = parametersOf(spec, target.path, target.operation).map((parameter) => parameter.name);
  const unknown = Object.keys(values).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`${where}: ${link.operationId} has no parameter ${unknown.join(', ')}`);
  const parameters = requestParameters(spec, target.path, target.operation, values);
  return { operationId: link.operationId, parameters };
}

export const isWrite = (method, operation) => method !== 'get' && method !== 'head' && operation['x-safe'] !== true;

/** A write whose effect is in no answer (`x-no-read-back`, with why): refused, it is known by its status alone. */
const unreadable = (operation) => typeof operation['x-no-read-back'] === 'string';

/**
 * One plan per refusal of the contract: the workflow id, the call (operation, parameters, body), the status and
 * code expected, the sessions it needs, and for a write its read-back. `ids` are the roles' ids (`ID_ROLES`); a plan
 * naming one not given has `missing` set and no call. Throws, naming the operation, when a refusal cannot be
 * expressed: a write without `links.readBack` nor `x-safe: true`, a parameter or body without example.
 */
export function refusalPlans(spec, ids = {}) {
  const operations = operationsWithAccess(spec);
  const byOperationId = new Map(operations.map((found) => [found.operation.operationId, found]));
  const plans = [];
  for (const { method, path, operation, access } of operations) {
    if (access === 'anonymous') continue;
    const write = isWrite(method, operation);
    const link = operation.responses?.['200'] && resolve(spec, operation.responses['200'])?.links?.readBack;
    if (write && !link && !unreadable(operation)) {
      throw new Error(
        `${operation.operationId} (${method.toUpperCase()} ${path}) changes state but has no links.readBack on its 200 answer, nor x-safe: true, nor x-no-read-back`,
      );
    }
    for (const refusal of REFUSALS[access]) {
      const needs = new Set(refusal.as === 'loggedOut' ? [] : [refusal.as]);
      if (refusal.names) needs.add(ID_ROLES[refusal.names]);
      const base = {
        workflowId: `refuse-${operation.operationId}-as-${refusal.as}`,
        operationId: operation.operationId,
        needs: [...needs],
      };
      if (refusal.names && ids[refusal.names] === undefined) {
        plans.push({ ...base, missing: refusal.names });
        continue;
      }
      const names = refusal.names ? { [ROLE_PARAMETERS[access]]: ids[refusal.names] } : {};
      const sent = {
        parameters: requestParameters(spec, path, operation, names),
        body: requestBody(spec, operation),
      };
      plans.push({
        ...base,
        method,
        path,
        access,
        as: refusal.as,
        status: refusal.status,
        code: CODES[refusal.status],
        ...sent,
        readBack: write && link ? readBackOf(spec, byOperationId, operation, sent) : undefined,
      });
    }
  }
  return plans;
}

/**
 * The steps of one refusal: the refused call, and around a write its read-backs and their comparison; `id` prefixes
 * their step ids (unique within a document). Shared with the reference refusals (references.mjs).
 */
export function refusalSteps(plan, withReadBack, id = `${plan.operationId}-as-${plan.as}`) {
  const refused = {
    stepId: id,
    description:
      plan.description ?? `Refused: ${plan.status} ${plan.code}, before anything else of the request is looked at.`,
    operationId: plan.operationId,
    parameters: [role(plan.as), ...structuredClone(plan.parameters)],
    ...(plan.body === undefined
      ? {}
      : { requestBody: { contentType: 'application/json', payload: structuredClone(plan.body) } }),
    successCriteria: [
      { condition: `$statusCode == ${plan.status}` },
      { condition: `$response.body#/code == '${plan.code}'` },
    ],
  };
  if (!plan.readBack || !withReadBack) return [refused];
  const readBack = (suffix, outputs) => ({
    stepId: `${id}-${suffix}`,
    description: `What the call would change, read back by a super user ${suffix} it (404: the record is not there).`,
    operationId: plan.readBack.operationId,
    parameters: [role('superUser'), ...structuredClone(plan.readBack.parameters)],
    successCriteria: [{ condition: '$statusCode == 200 || $statusCode == 404' }],
    outputs,
  });
  // A call that was not refused is read back all the same: the report then says whether it also changed something.
  refused.onFailure = [{ name: 'read-back-anyway', type: 'goto', stepId: `${id}-after` }];
  return [
    readBack('before', { state: '$response.body' }),
    refused,
    readBack('after', { before: `$steps.${id}-before.outputs.state`, after: '$response.body' }),
    {
      stepId: `${id}-unchanged`,
      description: 'The two read-backs are equal (JSONPath compares them deeply): the refused call changed nothing.',
      operationId: COMPARE_OPERATION,
      successCriteria: [
        { context: `$steps.${id}-after.outputs`, type: 'jsonpath', condition: '$[?@.before == @.after]' },
      ],
    },
  ];
}

/**
 * The refusals as one Arazzo document for a run that has sessions of `sessions` (the world: all of them) and the ids
 * they give (`ids`, `ID_ROLES`), written in as values: a workflow input would cost each of some 200 workflows two
 * compilations of its schema in respect. A refusal needing a session not given is left out and named in `skipped`;
 * without a super user, writes are refused without their read-back, named in `withoutReadBack`.
 */
export function refusalDocument(spec, { sessions = SESSION_ROLES, ids = {}, sourceUrl = '../openapi.yaml' } = {}) {
  const compare = operationsWithAccess(spec).find((found) => found.operation.operationId === COMPARE_OPERATION);
  if (compare?.access !== 'anonymous') throw new Error(`${COMPARE_OPERATION} is no longer an anonymous call`);
  const withReadBack = sessions.includes('superUser');
  const skipped = [];
  const withoutReadBack = [];
  const workflows = [];
  for (const plan of refusalPlans(spec, ids)) {
    const missing = plan.needs.filter((needed) => !sessions.includes(needed));
    if (missing.length) {
      skipped.push({ workflowId: plan.workflowId, missing: missing.map((name) => `${name} session`) });
      continue;
    }
    if (plan.missing) {
      skipped.push({
        workflowId: plan.workflowId,
        missing: [`${plan.missing} (the session of ${ID_ROLES[plan.missing]} has none)`],
      });
      continue;
    }
    if (plan.readBack && !withReadBack) withoutReadBack.push(plan.workflowId);
    const changes =
      plan.readBack && withReadBack ? `, nothing changed (read back with ${plan.readBack.operationId})` : '';
    workflows.push({
      workflowId: plan.workflowId,
      summary: `${plan.method.toUpperCase()} ${plan.path} (${plan.access}) as ${plan.as}: ${plan.status} ${plan.code}${changes}`,
      parameters: [{ reference: '$components.parameters.marker' }],
      steps: refusalSteps(plan, withReadBack),
    });
  }
  const document = generatedDocument(
    'Refusals',
    "Generated by scripts/lib/refusals.mjs from the contract's security for one run of contract:conform; not " +
      'edited by hand. Each workflow is one role refused one call (docs/conformance.md, "Roles").',
    sourceUrl,
    workflows,
  );
  return { document, skipped, withoutReadBack };
}

/** A generated Arazzo document of refusals against the contract at `sourceUrl`, with the persona parameters. */
export function generatedDocument(title, description, sourceUrl, workflows) {
  return {
    arazzo: '1.0.1',
    info: { title, version: '1.0.0', description },
    sourceDescriptions: [{ name: 'auth', type: 'openapi', url: sourceUrl }],
    components: { parameters: structuredClone(PERSONA_PARAMETERS) },
    workflows,
  };
}
