import path from 'node:path';
import { fileURLToPath } from 'node:url';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import type { components, operations } from '../src/api/schema.gen';

/**
 * The contract as the world sees it: the generated types of every operation (so a contract change the world no longer
 * fits fails `npm run typecheck`) and the contract document itself, loaded once by openapi-backend, whose examples
 * are the estate the world is seeded with (docs/mock-estate.md).
 */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** A file the world answers (a download such as the monthly statistics CSV): its media type, name and text. */
export interface WorldFile {
  readonly file: { mediaType: string; fileName: string; text: string };
}
type AnswerOf<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: Record<string, unknown> }
    ? WorldFile
    : never;

/** The 200 answer of an operation: its JSON body, or a file when it answers another media type. */
export type Ok<Op extends OperationId> = operations[Op]['responses'] extends { 200: infer Answer }
  ? AnswerOf<Answer>
  : never;
/** The JSON request body of an operation (undefined when it has none). */
export type Body<Op extends OperationId> = operations[Op] extends { requestBody: infer Request }
  ? JsonOf<NonNullable<Request>>
  : operations[Op] extends { requestBody?: infer Request }
    ? JsonOf<NonNullable<Request>> | undefined
    : undefined;
/** The path parameters of an operation. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer Params }
  ? NonNullable<Params>
  : Record<string, never>;
/** The query parameters of an operation. */
export type QueryParams<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Params }
  ? NonNullable<Params>
  : Record<string, never>;

export const contractFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'openapi.yaml');

let loading: Promise<OpenAPIBackend> | undefined;

/**
 * openapi-backend over the contract: its routing by operationId, and its validation of every request against the
 * contract's schemas (with their formats, `ajv-formats`), so the world is strict without Prism in front. Loaded once
 * per process: the seed reads its examples, the server routes with it.
 */
export function loadContract(): Promise<OpenAPIBackend> {
  loading ??= (async () => {
    // Paths match as the contract spells them: GET /admin/summary/ has its trailing slash.
    const api = new OpenAPIBackend({
      definition: contractFile,
      validate: true,
      quick: true,
      ignoreTrailingSlashes: false,
      // Every field that breaks the contract is named, as ASP.NET's model validation names them, not only the first.
      ajvOpts: { allErrors: true },
      customizeAjv: (ajv) => {
        addFormats(ajv);
        return ajv;
      },
    });
    // Who is signed in is the persona (world/app.ts); the world takes the session scheme as met and checks roles.
    api.registerSecurityHandler('sessionCookie', () => true);
    await api.init();
    return api;
  })();
  return loading;
}

interface MediaObject {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

function mediaExample(media: MediaObject | undefined, name: string | undefined, where: string): unknown {
  if (!media) throw new Error(`${where}: no application/json content in the contract`);
  if (name === undefined) {
    if (media.example !== undefined) return structuredClone(media.example);
    const first = Object.values(media.examples ?? {})[0];
    if (first?.value !== undefined) return structuredClone(first.value);
    throw new Error(`${where}: no example in the contract`);
  }
  const named = media.examples?.[name];
  if (named?.value === undefined) throw new Error(`${where}: no example named ${name} in the contract`);
  return structuredClone(named.value);
}

function operationOf(document: Document, operationId: OperationId) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (
        typeof operation === 'object' &&
        operation &&
        'operationId' in operation &&
        operation.operationId === operationId
      ) {
        return operation as {
          requestBody?: { content?: Record<string, MediaObject> };
          responses?: Record<string, { content?: Record<string, MediaObject> }>;
        };
      }
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

/**
 * The contract's example of an operation's 200 answer (its only example, or the one named), typed by the generated
 * types. The contract's examples are checked against its schemas (Prism serves them with response validation on).
 */
export function exampleOf<Op extends OperationId>(api: OpenAPIBackend, operationId: Op, name?: string): Ok<Op> {
  const media = operationOf(api.definition, operationId).responses?.['200']?.content?.['application/json'];
  return mediaExample(media, name, `${operationId} 200`) as Ok<Op>;
}

/** The contract's example of an operation's request body. */
export function requestExampleOf<Op extends OperationId>(
  api: OpenAPIBackend,
  operationId: Op,
  name?: string,
): NonNullable<Body<Op>> {
  const media = operationOf(api.definition, operationId).requestBody?.content?.['application/json'];
  return mediaExample(media, name, `${operationId} request`) as NonNullable<Body<Op>>;
}
