import type { Context as BackendContext, OpenAPIBackend } from 'openapi-backend';
import { requestLimits } from '../src/api/limits.gen';
import { PERSONA_HEADER as PERSONA_HEADER_NAME, PERSONAS, type Persona } from '../src/api/mock-prefer';
import { checkRolesKnown, refuseUnlessAllowed, type SecurityRequirement } from './access';
import { checks } from './checks';
import type { OperationId, WorldFile } from './contract';
import { WorldError } from './errors';
import { handlers as acceptances } from './handlers/acceptances';
import { handlers as access } from './handlers/access';
import { handlers as account } from './handlers/account';
import { handlers as adminSummary } from './handlers/admin-summary';
import { handlers as auditLogs } from './handlers/audit-logs';
import { handlers as authorisations } from './handlers/authorisations';
import { handlers as clients } from './handlers/clients';
import type { Handlers } from './handlers/context';
import { handlers as entityLookup } from './handlers/entity-lookup';
import { handlers as initialise } from './handlers/initialise';
import { handlers as invitationAcceptance } from './handlers/invitation-acceptance';
import { handlers as organisationProfile } from './handlers/organisation-profile';
import { handlers as organisationSummary } from './handlers/organisation-summary';
import { handlers as organisations } from './handlers/organisations';
import { handlers as passwordReset } from './handlers/password-reset';
import { handlers as permissionGroups } from './handlers/permission-groups';
import { handlers as servers } from './handlers/servers';
import { handlers as serviceAccounts } from './handlers/service-accounts';
import { handlers as session } from './handlers/session';
import { handlers as statistics } from './handlers/statistics';
import { handlers as systemHealth } from './handlers/system-health';
import { handlers as teams } from './handlers/teams';
import { handlers as users } from './handlers/users';
import { listsOf, referencesOf, refusalOf, refuseForeignReferences, type ReferenceField } from './references';
import type { UserRecord } from './state';
import type { World } from './world';

/**
 * Every operation the world models, one file per area (docs/world.md); the others answer 501 and Prism answers them
 * from the contract's examples.
 */
export const handlers: Handlers = {
  ...adminSummary,
  ...organisations,
  ...clients,
  ...servers,
  ...auditLogs,
  ...entityLookup,
  ...statistics,
  ...organisationSummary,
  ...organisationProfile,
  ...permissionGroups,
  ...access,
  ...teams,
  ...serviceAccounts,
  ...initialise,
  ...users,
  ...account,
  ...invitationAcceptance,
  ...passwordReset,
  ...authorisations,
  ...acceptances,
  ...systemHealth,
  ...session,
};

/** The header the console's mock mode sends with every call, naming the QA persona (src/api/mock-prefer.ts). */
export const PERSONA_HEADER = PERSONA_HEADER_NAME.toLowerCase();
/** A request that names no persona has no session: a page of another site cannot act as anyone. */
export const DEFAULT_PERSONA: Persona = 'loggedOut';

export interface WorldRequest {
  method: string;
  /** The path with its query string. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface WorldAnswer {
  status: number;
  body?: unknown;
  /** The media type of a JSON body other than application/json (an RFC 9457 problem document). */
  mediaType?: 'application/problem+json';
  /** Set for a file answer: its media type and download name (the body is then its text). */
  file?: { mediaType: string; fileName: string };
  /** A 429's `Retry-After`: the seconds until the call may succeed. */
  retryAfterSeconds?: number;
}

const NOT_IMPLEMENTED: WorldAnswer = { status: 501 };

/** A fault of the world (a defect: no input may cause one), answered as the contract's problem document. */
export const SERVER_ERROR: WorldAnswer = {
  status: 500,
  body: { type: 'about:blank', title: 'Internal Server Error', status: 500 },
  mediaType: 'application/problem+json',
};

/** A validation error of openapi-backend (Ajv's): where in the request, and what is wrong there. */
interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * A request the contract rejects, answered as ASP.NET's model validation answers it (the contract's
 * `ValidationProblem`, RFC 9457): each field by its path in the request (`changes[0].shortName`; `$` the body itself),
 * with what is wrong.
 */
export function validationProblem(errors: readonly ValidationError[]): WorldAnswer {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const steps = error.instancePath.split('/').slice(2);
    if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
      steps.push(error.params.missingProperty);
    }
    const field = steps.reduce((at, step) => (/^\d+$/.test(step) ? `${at}[${step}]` : at ? `${at}.${step}` : step), '');
    const messages = (fields[field || '$'] ??= []);
    // A field two schemas of the request declare (a profile's userID) is named once for the same fault.
    const message = error.message ?? error.keyword;
    if (!messages.includes(message)) messages.push(message);
  }
  return {
    status: 400,
    body: {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: fields,
    },
    mediaType: 'application/problem+json',
  };
}

const header = (request: WorldRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const isPersona = (value: string | undefined): value is Persona =>
  (PERSONAS as readonly (string | undefined)[]).includes(value);

/** The Prefer header the console sends on the session call for a persona (mock-prefer.ts), or undefined. */
function personaOfPrefer(prefer: string): Persona | undefined {
  const text = prefer.trim();
  if (text === 'code=401') return 'loggedOut';
  const named = /^example=(\w+)$/.exec(text)?.[1];
  return isPersona(named) && named !== 'loggedOut' ? named : undefined;
}

/**
 * Who is asking, and whether the world answers at all: a `Prefer` header is a forced answer (QA's `?mockPrefer=`), so
 * the world answers 501 and Prism answers it from the contract, except the persona's own Prefer on the session call,
 * which only says who is signed in.
 */
export function personaOf(
  request: WorldRequest,
  operationId: string | undefined,
): { persona: Persona; forced: boolean } {
  const named = header(request, PERSONA_HEADER);
  const persona = isPersona(named) ? named : DEFAULT_PERSONA;
  const prefer = header(request, 'prefer');
  if (!prefer) return { persona, forced: false };
  const preferred = operationId === 'sessionGetCurrent' ? personaOfPrefer(prefer) : undefined;
  return preferred ? { persona: preferred, forced: false } : { persona, forced: true };
}

interface Call {
  request: WorldRequest;
  world: World;
  log: (message: string) => void;
}

/** Who may call an operation: its `security`, else the document's (none: anyone). */
function securityOf(api: OpenAPIBackend, operationId: string): readonly SecurityRequirement[] {
  const operation = api.getOperation(operationId) as { security?: SecurityRequirement[] } | undefined;
  const document = api.definition as { security?: SecurityRequirement[] };
  return operation?.security ?? document.security ?? [];
}

/** Who is asking: the persona, its user (null when logged out) and whether the call carries a forced answer. */
function callerOf(request: WorldRequest, operationId: string | undefined, world: World) {
  const { persona, forced } = personaOf(request, operationId);
  const me = persona === 'loggedOut' ? null : (world.state.users[world.settings.personas[persona].userID] ?? null);
  return { persona, forced, me };
}

/** Refuses a body naming an id its caller may not name there; a list the caller may not call allows nothing. */
function refuseReferences(
  references: readonly ReferenceField[],
  body: unknown,
  { world, me, persona, backend }: { world: World; me: UserRecord | null; persona: Persona; backend: BackendContext },
): void {
  const params = backend.request.params;
  const mayCall = (listId: string) => {
    try {
      refuseUnlessAllowed(securityOf(backend.api, listId), world, me, params);
      return true;
    } catch {
      return false;
    }
  };
  refuseForeignReferences(references, body, { world, me, persona, params, handlers, mayCall });
}

/**
 * Runs an operation's handler for a call: the persona's user as `me`, refused first when the contract's `security`
 * does not let them call it; a forced answer is left to Prism (501).
 */
function run(
  operationId: OperationId,
  handler: (context: unknown) => unknown,
  backend: BackendContext,
  { request, world, log }: Call,
  security: readonly SecurityRequirement[],
  references: readonly ReferenceField[],
): WorldAnswer {
  const { persona, forced, me } = callerOf(request, operationId, world);
  try {
    // Who may call comes first, a forced answer too: QA's ?mockPrefer= does not let a persona past its role.
    refuseUnlessAllowed(security, world, me, backend.request.params);
    if (forced) return NOT_IMPLEMENTED;
    // Then the ids of the body: each one the caller may name in the path's organisation (the contract's x-reference).
    if (checks(world, 'references')) refuseReferences(references, request.body, { world, me, persona, backend });
    const context = {
      world,
      persona,
      me,
      params: backend.request.params,
      query: backend.request.query,
      body: request.body,
    };
    // A call that may change the state does all of it or nothing (a batch refused on its third record saves none).
    const body = request.method === 'GET' ? handler(context) : world.transaction(() => handler(context));
    if (isWorldFile(body)) {
      const { text, ...file } = body.file;
      return { status: 200, body: text, file };
    }
    return { status: 200, body };
  } catch (error) {
    if (error instanceof WorldError) return refusal(error);
    log(
      `world: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return SERVER_ERROR;
  }
}

/**
 * A batch with more records than its list's `maxItems` (the users batch's `changes` or `deletes`, a list of the body
 * itself), or undefined: 413 `PayloadTooLarge` as the contract says, whatever else is wrong in its rows (the size is
 * judged before the rows).
 */
export function batchTooLarge(errors: readonly ValidationError[]): WorldAnswer | undefined {
  // A list that may hold nothing (`maxItems: 0`, the invitation batch's changes) is not refused for its size.
  const over = errors.filter(
    (error) =>
      error.keyword === 'maxItems' &&
      Number(error.params.limit) > 0 &&
      /^\/requestBody\/[^/]+$/.test(error.instancePath),
  );
  if (!over.length) return undefined;
  // One list may be limited twice (the batch envelope's limit and the record's own): it is named once.
  const lists = [
    ...new Set(over.map((error) => `${error.instancePath.split('/')[2]} at most ${String(error.params.limit)}`)),
  ];
  return { status: 413, body: { code: 'PayloadTooLarge', message: `A batch is too large: ${lists.join(', ')}` } };
}

/**
 * A request the contract rejects: refused for who is asking first, as a valid one would be (401, 403), then a batch
 * over its size with 413, else 400 with the validation problem. No handler runs, so nothing is applied.
 */
function refuseInvalid(api: OpenAPIBackend, backend: BackendContext, { request, world }: Call): WorldAnswer {
  const operationId = backend.operation.operationId ?? '';
  const { me } = callerOf(request, operationId, world);
  try {
    refuseUnlessAllowed(securityOf(api, operationId), world, me, backend.request.params);
  } catch (error) {
    if (error instanceof WorldError) return refusal(error);
    throw error;
  }
  const errors = (backend.validation.errors ?? []) as ValidationError[];
  return batchTooLarge(errors) ?? validationProblem(errors);
}

const refusal = (error: WorldError): WorldAnswer =>
  error.retryAfterSeconds === undefined
    ? { status: error.status, body: error.body }
    : { status: error.status, body: error.body, retryAfterSeconds: error.retryAfterSeconds };

const MAX_BODY_DEPTH = requestLimits.maxBodyDepth;

/** Whether a parsed body nests deeper than `most` levels; walked without recursion, so any depth is safe to ask. */
export function nestedDeeperThan(body: unknown, most: number): boolean {
  const stack: [unknown, number][] = [[body, 1]];
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth > most) return true;
    for (const inner of Object.values(value))
      if (inner !== null && typeof inner === 'object') stack.push([inner, depth + 1]);
  }
  return false;
}

const isWorldFile = (body: unknown): body is WorldFile =>
  typeof body === 'object' && body !== null && 'file' in body && Object.keys(body).length === 1;

const registered = new WeakSet<OpenAPIBackend>();

/** Registers the world's handlers by operationId (once per openapi-backend instance); the rest answer 501. */
function register(api: OpenAPIBackend): void {
  if (registered.has(api)) return;
  registered.add(api);
  for (const operation of api.getOperations()) {
    if (operation.operationId) checkRolesKnown(operation.operationId, securityOf(api, operation.operationId));
  }
  const references = referencesOf(api);
  checkReferencesKnown(references);
  for (const [operationId, handler] of Object.entries(handlers)) {
    const security = securityOf(api, operationId);
    const fields = references.get(operationId) ?? [];
    api.register(operationId, (backend: BackendContext, call: Call) =>
      run(operationId as OperationId, handler as (context: unknown) => unknown, backend, call, security, fields),
    );
  }
  api.register('validationFail', (backend: BackendContext, call: Call) => refuseInvalid(api, backend, call));
  api.register('notImplemented', () => NOT_IMPLEMENTED);
  api.register('notFound', () => NOT_IMPLEMENTED);
}

/** Throws when an `x-reference` names a list the world does not model: it could not hold the rule. */
function checkReferencesKnown(references: ReadonlyMap<string, readonly ReferenceField[]>): void {
  for (const [operationId, fields] of references) {
    for (const { rule } of fields) {
      for (const each of rule.by ? Object.values(rule.records ?? {}) : [rule]) {
        for (const { list } of listsOf(each))
          if (!(list in handlers))
            throw new Error(`${operationId}: x-reference names ${list}, which the world does not model`);
        refusalOf(each);
      }
    }
  }
}

/**
 * The path with each segment whose escapes do not decode (`%zz`, a UTF-8 sequence cut short) escaped again, so its
 * parameter is that literal text: openapi-backend's router throws on such a segment (a 500), and an id with a stray
 * `%` is then refused (or not found) like any other wrong id, after who is asking.
 */
export function literalEscapes(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
}

/**
 * The world's request handling: openapi-backend routes each request to its operation's handler by operationId, typed
 * by the contract. A handler that throws a WorldError answers its coded error; any other throw answers 500 and is
 * logged, and the world goes on serving.
 */
export function createApp(api: OpenAPIBackend, world: () => World, log: (message: string) => void = console.error) {
  register(api);
  return async function answer(request: WorldRequest): Promise<WorldAnswer> {
    // Before the operation is known, as a body that does not parse: no schema walks a value this deep.
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      const message = `A body is nested at most ${MAX_BODY_DEPTH} levels deep`;
      return { status: 400, body: { code: 'BadRequest', message } };
    }
    const [path = '/', query = ''] = request.url.split('?', 2);
    const call: Call = { request, world: world(), log };
    // The body reaches the world parsed (world/server.ts takes JSON only): its media type is what it is validated as.
    const headers: Record<string, string> = request.body === undefined ? {} : { 'content-type': 'application/json' };
    return (await api.handleRequest(
      { method: request.method, path: literalEscapes(path), query, headers, body: request.body },
      call,
    )) as WorldAnswer;
  };
}
