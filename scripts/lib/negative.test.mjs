import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedAt, placeName, placesOf } from './negative-schema.mjs';
import { describeInput, judge, KINDS, runCase, seedOf, sweepCases, sweepTargets, urlOf } from './negative.mjs';

const ORG = '10000000-0000-4000-8000-000000000005';
const TEAM = '30000000-0000-4000-8000-000000000003';
const SUPER = [{ sessionCookie: ['superUser'] }];
const ORG_ADMIN = [{ sessionCookie: ['organisationAdmin'] }, { sessionCookie: ['superUser'] }];

/** A small contract with the shapes the sweep meets: $ref with allOf, a nullable object, an anyOf, a map, limits. */
const spec = () => ({
  openapi: '3.1.0',
  security: [{ sessionCookie: [] }],
  components: {
    schemas: {
      Guid: { type: 'string', format: 'uuid' },
      Owner: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 8 } } },
      TeamChange: {
        allOf: [
          { type: 'object', required: ['name'], properties: { teamID: { $ref: '#/components/schemas/Guid' } } },
          {
            properties: {
              name: { type: 'string', maxLength: 32 },
              size: { type: 'integer', minimum: 0 },
              owner: { oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] },
              email: {
                anyOf: [
                  { type: 'string', format: 'email' },
                  { type: 'string', maxLength: 0 },
                ],
              },
            },
          },
        ],
      },
      TeamBatch: {
        type: 'object',
        required: ['changes'],
        properties: {
          changes: { type: 'array', items: { $ref: '#/components/schemas/TeamChange' } },
          deletes: { type: 'array', items: { $ref: '#/components/schemas/Guid' } },
          deleteVersions: { type: 'object', additionalProperties: { type: 'string', maxLength: 4 } },
        },
      },
    },
  },
  paths: {
    '/consent': { get: { operationId: 'consentList', security: [], responses: { 200: { description: 'ok' } } } },
    '/org/{orgId}/team': {
      parameters: [
        { name: 'orgId', in: 'path', required: true, example: ORG, schema: { type: 'string', format: 'uuid' } },
      ],
      get: {
        operationId: 'teamList',
        security: ORG_ADMIN,
        parameters: [
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'query', in: 'query', required: true, example: 'bar', schema: { type: 'string', maxLength: 5 } },
        ],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/org/{orgId}/team/batch': {
      post: {
        operationId: 'teamBatch',
        security: ORG_ADMIN,
        parameters: [
          { name: 'orgId', in: 'path', required: true, example: ORG, schema: { type: 'string', format: 'uuid' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/TeamBatch' },
              example: {
                changes: [{ teamID: TEAM, name: 'Bar', owner: { name: 'Ann' } }],
                deletes: [],
                deleteVersions: { [TEAM]: '1' },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'ok',
            links: { readBack: { operationId: 'teamList', parameters: { orgId: '$request.path.orgId' } } },
          },
        },
      },
    },
    '/clients/{id}': {
      get: {
        operationId: 'clientGet',
        security: SUPER,
        parameters: [
          { name: 'id', in: 'path', required: true, example: 'pos', schema: { type: 'string', maxLength: 4 } },
        ],
        responses: { 200: { description: 'ok' } },
      },
    },
  },
});

const casesOf = (operationId) => sweepCases(spec()).filter((c) => c.target.operationId === operationId);
const samples = (found, numRuns = 60) => fc.sample(found.arbitrary, { seed: found.seed, numRuns });
const bodyOf = (input) => JSON.parse(input.text);

describe('the places of a body the sweep breaks', () => {
  const s = spec();
  const body = s.paths['/org/{orgId}/team/batch'].post.requestBody.content['application/json'].example;
  const places = placesOf(s, { $ref: '#/components/schemas/TeamBatch' }, body);
  const at = (name) => places.find((place) => placeName(place.pointer) === name);

  it('reads types, required properties and limits through $ref and allOf', () => {
    expect(at('$')).toMatchObject({ present: true, required: true, types: new Set(['object']) });
    expect(at('changes')).toMatchObject({ required: true, types: new Set(['array']) });
    expect(at('changes[0].name')).toMatchObject({ required: true, maxLength: 32, types: new Set(['string']) });
    expect(at('changes[0].teamID')).toMatchObject({ required: false, types: new Set(['string']) });
    expect(at(`deleteVersions.${TEAM}`)).toMatchObject({ maxLength: 4 });
  });

  it('declares what the body leaves out, and the first item of an empty array', () => {
    expect(at('changes[0].size')).toMatchObject({ present: false, types: new Set(['integer']) });
    expect(at('deletes[0]')).toMatchObject({ present: false, types: new Set(['string']) });
  });

  it('walks a nullable object through its one branch, and claims nothing inside an ambiguous anyOf', () => {
    expect(at('changes[0].owner')).toMatchObject({ types: new Set(['object', 'null']) });
    expect(at('changes[0].owner.name')).toMatchObject({ required: true, maxLength: 8 });
    expect(at('changes[0].email')).toMatchObject({ present: false, types: new Set(['string']), maxLength: undefined });
  });

  it('changes or removes one value of a copy', () => {
    expect(changedAt(body, ['changes', 0, 'name'], 5).changes[0].name).toBe(5);
    expect(changedAt(body, ['changes', 0, 'name']).changes[0]).not.toHaveProperty('name');
    expect(changedAt(body, [], null)).toBeNull();
    expect(body.changes[0].name).toBe('Bar');
  });
});

describe('the sweep of a contract', () => {
  it('has a case per operation and kind that applies, none for a call without input', () => {
    const kinds = (operationId) => casesOf(operationId).map((c) => c.kind);
    expect(kinds('consentList')).toEqual([]);
    // No object of this body is closed, so none takes an undeclared property (negative-bodies.test.mjs).
    expect(kinds('teamBatch')).toEqual(KINDS.filter((kind) => kind !== 'undeclared'));
    expect(kinds('teamList')).toEqual(['wrongType', 'missingRequired', 'overLong', 'badPathId']);
    expect(kinds('clientGet')).toEqual(['badPathId']);
  });

  it('builds each input on the valid example request, with the read-back of a write', () => {
    const [target] = sweepTargets(spec()).filter((t) => t.operationId === 'teamBatch');
    expect(target.readBack).toMatchObject({ operationId: 'teamList', method: 'GET', path: '/org/{orgId}/team' });
    expect(urlOf(target.readBack)).toBe(`/org/${ORG}/team?query=bar`);
    expect(urlOf(target, { segments: { orgId: '%zz' } })).toBe('/org/%zz/team/batch');
  });

  it('gives each place a value of a type it does not take', () => {
    for (const input of samples(casesOf('teamBatch').find((c) => c.kind === 'wrongType'))) {
      expect(input.breaks).toMatch(/ is \w+, the contract takes /);
      const [, type, takes] = /is (\w+), the contract takes (.+)$/.exec(input.breaks);
      expect(takes.split(' or ')).not.toContain(type);
    }
    const query = samples(casesOf('teamList').find((c) => c.kind === 'wrongType')).map(
      (i) => new URL(i.url, 'http://x'),
    );
    for (const url of query) expect(Number.isInteger(Number(url.searchParams.get('limit')))).toBe(false);
  });

  it('leaves out a required property, the body, or a required query parameter', () => {
    const breaks = new Set(
      samples(casesOf('teamBatch').find((c) => c.kind === 'missingRequired')).map((i) => i.breaks),
    );
    expect([...breaks].sort()).toEqual([
      'required changes is left out',
      'required changes[0].name is left out',
      'required changes[0].owner.name is left out',
      'the required body is left out',
    ]);
    const [input] = samples(
      casesOf('teamList').find((c) => c.kind === 'missingRequired'),
      1,
    );
    expect(input.url).toBe(`/org/${ORG}/team`);
  });

  it('makes a string longer than its maxLength, counted in characters', () => {
    for (const input of samples(casesOf('teamBatch').find((c) => c.kind === 'overLong'))) {
      const [, name, length, max] = /^(.+) has (\d+) characters, at most (\d+)$/.exec(input.breaks);
      expect(Number(length)).toBeGreaterThan(Number(max));
      const value = name
        .split(/\.|\[|\]\.?/)
        .filter(Boolean)
        .reduce((at, key) => at[key], bodyOf(input));
      expect([...value].length).toBe(Number(length));
    }
  });

  it('sends a body that does not parse, or one of another media type', () => {
    for (const input of samples(casesOf('teamBatch').find((c) => c.kind === 'notJson'))) {
      if (input.contentType === 'application/json') expect(() => JSON.parse(input.text)).toThrow();
      else expect(input.contentType).toMatch(/^(text\/plain|application\/x-www-form-urlencoded|application\/xml)$/);
    }
  });

  it('puts a path id in a wrong format: no uuid, over maxLength, or an escape that does not decode', () => {
    const uuid = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
    for (const input of samples(casesOf('teamList').find((c) => c.kind === 'badPathId'))) {
      const segment = input.url.split('/')[2];
      let id;
      try {
        id = decodeURIComponent(segment);
      } catch {
        continue;
      }
      expect(id).not.toMatch(uuid);
      expect(['', '.', '..']).not.toContain(id);
    }
    for (const input of samples(casesOf('clientGet')[0])) {
      const segment = input.url.split('/')[2];
      expect(/does not decode/.test(input.breaks) || [...decodeURIComponent(segment)].length > 4).toBe(true);
    }
  });

  it('seeds each operation and kind on its own, the same on every run', () => {
    expect(seedOf('teamBatch', 'wrongType')).toBe(seedOf('teamBatch', 'wrongType'));
    expect(seedOf('teamBatch', 'wrongType')).not.toBe(seedOf('teamBatch', 'overLong'));
    expect(seedOf('teamBatch', 'wrongType', 1)).not.toBe(seedOf('teamBatch', 'wrongType'));
    const [first, second] = [casesOf('teamBatch'), casesOf('teamBatch')].map((cases) => samples(cases[0], 5));
    expect(second).toEqual(first);
  });
});

describe('judging an answer', () => {
  const input = { method: 'POST', url: '/x', text: '{"a":1}', contentType: 'application/json', breaks: 'a is integer' };

  it('passes a 4xx that changed nothing', () => {
    expect(judge(input, { status: 400, text: '{}' }, 's', 's')).toBeUndefined();
    expect(judge(input, { status: 415, text: '{}' }, 's', 's')).toBeUndefined();
  });

  it('names the input, what came back and a change of state', () => {
    expect(judge(input, { status: 200, text: '{"ok":true}' }, 's', 's')).toBe(
      'POST /x (application/json {"a":1}): a is integer: answered 200, not a 4xx: {"ok":true}',
    );
    expect(judge(input, { status: 500, text: 'boom' }, 's', 't')).toBe(
      'POST /x (application/json {"a":1}): a is integer: answered 500 (a fault), not a 4xx: boom; the state changed',
    );
    expect(judge(input, { status: 404, text: '{}' }, 's', 't')).toMatch(/the state changed \(answered 404 \{\}\)$/);
    expect(describeInput({ method: 'GET', url: '/y', breaks: 'b' })).toBe('GET /y (no body): b');
  });
});

describe('sending a case to a server', () => {
  const found = casesOf('teamBatch').find((c) => c.kind === 'wrongType');
  const readBack = `GET /org/${ORG}/team?query=bar`;
  /** A server that answers the read-back with `state()` and every other request with `answer`. */
  const server = (answer, state = () => '[]') => {
    const sent = [];
    const send = async (input) => {
      sent.push(`${input.method} ${input.url}`);
      return sent.at(-1) === readBack ? { status: 200, text: state() } : answer;
    };
    return { send, sent };
  };

  it('sends each input between two read-backs and counts the answers', async () => {
    const { send, sent } = server({ status: 400, text: '{}' });
    const result = await runCase(found, send);
    expect(result).toEqual({ statuses: new Map([[400, found.numRuns]]), failure: undefined });
    expect(sent).toHaveLength(3 * found.numRuns);
    expect(sent.slice(0, 3)).toEqual([readBack, `POST /org/${ORG}/team/batch`, readBack]);
  });

  it('stops at the first answer that is no refusal, or that changed the read-back, naming the input', async () => {
    const accepted = await runCase(found, server({ status: 200, text: '{}' }).send);
    expect(accepted.statuses).toEqual(new Map([[200, 1]]));
    expect(accepted.failure).toMatch(
      /^POST \/org\/\S+\/team\/batch \(application\/json .*: answered 200, not a 4xx: \{\}$/,
    );
    let version = 0;
    const changed = await runCase(found, server({ status: 400, text: '{}' }, () => `[${version++}]`).send);
    expect(changed.failure).toMatch(/: the state changed \(answered 400 \{\}\)$/);
  });

  it('rejects when the server cannot be reached', async () => {
    const gone = new Error('nothing answers');
    await expect(runCase(found, () => Promise.reject(gone))).rejects.toBe(gone);
  });
});
