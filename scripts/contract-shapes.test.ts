import { describe, expect, it } from 'vitest';
import { describeProblem, requestShapeProblems } from './lib/contract-shapes.mjs';
import { bundleContract } from './lib/generate.mjs';

interface Schema {
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  [keyword: string]: unknown;
}
interface Spec {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Schema> };
}

/** A named schema of a contract, to change in a copy. */
function schemaOf(contract: Spec, name: string): Schema {
  const found = contract.components.schemas[name];
  if (!found) throw new Error(`no schema ${name}`);
  return found;
}

/** A small contract: a batch envelope narrowed with allOf, a closed record with a nullable owner, a map. */
const spec = (): Spec => ({
  paths: {
    '/team/batch': {
      post: {
        operationId: 'teamBatch',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/TeamBatch' } } } },
      },
    },
  },
  components: {
    schemas: {
      Batch: {
        type: 'object',
        additionalProperties: false,
        properties: {
          changes: { type: 'array', maxItems: 10, items: {} },
          deletes: { type: 'array', maxItems: 10, items: { type: 'string', format: 'uuid' } },
          versions: {
            type: 'object',
            maxProperties: 10,
            propertyNames: { maxLength: 36 },
            additionalProperties: { type: 'string', maxLength: 8 },
          },
        },
      },
      Owner: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', maxLength: 8 } } },
      TeamChange: {
        type: 'object',
        additionalProperties: false,
        properties: {
          name: { type: 'string', maxLength: 32 },
          kind: { enum: ['a', 'b'] },
          since: { type: ['string', 'null'], format: 'date' },
          owner: { oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] },
          tags: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 4 } },
        },
      },
      TeamBatch: {
        allOf: [
          { $ref: '#/components/schemas/Batch' },
          {
            type: 'object',
            properties: { changes: { type: 'array', items: { $ref: '#/components/schemas/TeamChange' } } },
          },
        ],
      },
    },
  },
});

const problemsOf = (contract: Spec) => requestShapeProblems(contract).map(describeProblem);

describe('the request shape rules', () => {
  it('take a closed envelope narrowed with allOf, limited strings, lists and maps, enums and nullable objects', () => {
    expect(problemsOf(spec())).toEqual([]);
  });

  it('name an object that is not closed, where it is reached and the schema it is in', () => {
    const open = spec();
    delete schemaOf(open, 'Owner').additionalProperties;
    expect(problemsOf(open)).toEqual([
      'POST /team/batch (teamBatch): $.changes[].owner (Owner): an object that is not closed (no additionalProperties: false)',
    ]);
  });

  it('name a narrowing that adds a property the closed envelope does not declare', () => {
    const widened = spec();
    const narrowing = schemaOf(widened, 'TeamBatch').allOf?.[1];
    if (narrowing?.properties) narrowing.properties.extra = { type: 'boolean' };
    expect(problemsOf(widened)).toEqual([
      'POST /team/batch (teamBatch): $ (TeamBatch, Batch): an object whose closed part (additionalProperties: false) does not declare extra, which another part does',
    ]);
  });

  it('name a string without a limit, a list without maxItems, a map with unbounded keys, a value of any type', () => {
    const loose = spec();
    const change = schemaOf(loose, 'TeamChange').properties ?? {};
    change.name = { type: 'string' };
    change.tags = { type: 'array', items: { type: 'string', maxLength: 4 } };
    change.note = {};
    const batch = schemaOf(loose, 'Batch').properties ?? {};
    batch.versions = { type: 'object', additionalProperties: { type: 'string', maxLength: 8 } };
    expect(problemsOf(loose)).toEqual([
      'POST /team/batch (teamBatch): $.changes[].name (TeamChange): a string without maxLength (nor format uuid, date or date-time, enum or const)',
      'POST /team/batch (teamBatch): $.changes[].tags (TeamChange): an array without maxItems',
      'POST /team/batch (teamBatch): $.changes[].note (TeamChange): it has no type, so it takes any value',
      'POST /team/batch (teamBatch): $.versions (Batch): a map without maxProperties; a map whose keys (propertyNames) have no maxLength',
    ]);
  });
});

describe('the contract (openapi/)', async () => {
  const contract = (await bundleContract()) as Spec;

  it('closes every object a request body sends and limits every string, list and map in it', () => {
    expect(problemsOf(contract)).toEqual([]);
  });

  it('would name a request schema opened in a copy', () => {
    const copy = structuredClone(contract);
    delete schemaOf(copy, 'ClientChange').additionalProperties;
    expect(problemsOf(copy)).toEqual([
      expect.stringMatching(
        /^POST \/api\/client\/batch \(batchClients\): \$\.changes\[\] \(ClientChange\): an object that is not closed/,
      ),
    ]);
  });
});
