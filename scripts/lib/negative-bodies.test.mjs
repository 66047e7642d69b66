import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEEP_LEVELS, HUGE_LENGTH } from './negative-bodies.mjs';
import { typeOf } from './negative-schema.mjs';
import { describeInput, judge, runCase, sweepCases } from './negative.mjs';

const SUPER = [{ sessionCookie: ['superUser'] }];
const TEAM = '30000000-0000-4000-8000-000000000003';
const VALID = {
  changes: [{ teamID: TEAM, name: 'Bar', size: 4, owner: { name: 'Ann' } }],
  deleteVersions: { [TEAM]: '1' },
};

/** A batch closed at its root and in its owner, with an open record between them and a map of versions. */
const spec = () => ({
  openapi: '3.1.0',
  security: [{ sessionCookie: [] }],
  components: {
    schemas: {
      Owner: { type: 'object', additionalProperties: false, properties: { name: { type: 'string', maxLength: 8 } } },
      Change: {
        type: 'object',
        properties: {
          teamID: { type: 'string', format: 'uuid' },
          name: { type: 'string', maxLength: 32 },
          size: { type: 'integer' },
          owner: { oneOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] },
        },
      },
      Batch: {
        allOf: [
          {
            type: 'object',
            additionalProperties: false,
            properties: {
              changes: { type: 'array', maxItems: 10, items: {} },
              deleteVersions: { type: 'object', additionalProperties: { type: 'string', maxLength: 4 } },
            },
          },
          { properties: { changes: { items: { $ref: '#/components/schemas/Change' } } } },
        ],
      },
    },
  },
  paths: {
    '/team': { get: { operationId: 'teamList', security: SUPER, responses: { 200: { description: 'ok' } } } },
    '/team/batch': {
      post: {
        operationId: 'teamBatch',
        security: SUPER,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Batch' }, example: VALID } },
        },
        responses: { 200: { description: 'ok', links: { readBack: { operationId: 'teamList' } } } },
      },
    },
  },
});

const caseOf = (kind, options) =>
  sweepCases(spec(), options).find((found) => found.target.operationId === 'teamBatch' && found.kind === kind);
const samples = (found, numRuns = 40) => fc.sample(found.arbitrary, { seed: found.seed, numRuns });

/** The places where a body differs from the valid one (`$.changes[0].name`), down the valid body's own shape. */
function differences(valid, body, at = '$') {
  if (typeOf(valid) !== typeOf(body) || valid === null || typeof valid !== 'object') {
    return valid === body ? [] : [at];
  }
  const keys = new Set([...Object.keys(valid), ...Object.keys(body)]);
  return [...keys].flatMap((key) =>
    differences(valid[key], body[key], Array.isArray(valid) ? `${at}[${key}]` : `${at}.${key}`),
  );
}

/** How deep a value nests lists and objects, walked without recursion. */
function depthOf(value) {
  let deepest = 0;
  const stack = [[value, 1]];
  while (stack.length) {
    const [at, depth] = stack.pop();
    if (at === null || typeof at !== 'object') continue;
    deepest = Math.max(deepest, depth);
    for (const inner of Object.values(at)) stack.push([inner, depth + 1]);
  }
  return deepest;
}

describe('the bodies the sweep grows', () => {
  it('add one property the contract does not declare, only to an object it closes, named for the request', () => {
    const parents = new Set();
    for (const input of samples(caseOf('undeclared', { mark: '_run' }))) {
      const [place, ...more] = differences(VALID, JSON.parse(input.text));
      expect(more).toEqual([]);
      const [, parent, name] = /^(.*)\.(conformUndeclared\d+_run)$/.exec(place);
      expect(input.traces).toEqual([name]);
      expect(input.text).toContain(`"${name}":"${name}"`);
      parents.add(parent);
    }
    // Not the open record (changes[0]), nor the map of versions: a name there is no breakage.
    expect([...parents].sort()).toEqual(['$', '$.changes[0].owner']);
  });

  it('put a string of 1 MiB, of its mark, in one place that takes a string', () => {
    const places = new Set();
    for (const input of samples(caseOf('hugeString'))) {
      const body = JSON.parse(input.text);
      const [place, ...more] = differences(VALID, body);
      expect(more).toEqual([]);
      const value = place
        .slice(2)
        .split(/\.|\[|\]\.?/)
        .filter(Boolean)
        .reduce((at, key) => at[key], body);
      expect(value).toHaveLength(HUGE_LENGTH);
      expect(input.traces).toEqual([expect.stringMatching(/^conformHuge\d+$/)]);
      expect(value.startsWith(`${input.traces[0]} `)).toBe(true);
      places.add(place);
    }
    expect(places.size).toBeGreaterThan(2);
    expect([...places].filter((place) => place.endsWith('.size'))).toEqual([]);
  });

  it('nest a value 10,000 levels deep in one property, declared or not, its mark innermost', () => {
    const where = new Set();
    for (const input of samples(caseOf('deepValue'))) {
      const body = JSON.parse(input.text);
      expect(depthOf(body)).toBeGreaterThan(DEEP_LEVELS);
      const [marker, name] = input.traces;
      expect(marker).toMatch(/^conformDeep\d+$/);
      // With the deep value put back to its mark, the body is the valid one but for that one property.
      const list = `${'['.repeat(DEEP_LEVELS)}"${marker}"${']'.repeat(DEEP_LEVELS)}`;
      const object = `${'{"d":'.repeat(DEEP_LEVELS)}"${marker}"${'}'.repeat(DEEP_LEVELS)}`;
      const flat = JSON.parse(input.text.replace(list, `"${marker}"`).replace(object, `"${marker}"`));
      const [place, ...more] = differences(VALID, flat);
      expect(more).toEqual([]);
      expect(place).toMatch(/\.[^.[\]]+$/);
      if (name) expect(place.endsWith(`.${name}`)).toBe(true);
      where.add(name ? 'undeclared' : 'declared');
    }
    expect([...where].sort()).toEqual(['declared', 'undeclared']);
  });

  it('print an input in its one line when fast-check reports it, not its megabyte', () => {
    const [input] = samples(caseOf('hugeString'), 1);
    expect(fc.stringify(input)).toBe(describeInput(input));
    expect(fc.stringify(input).length).toBeLessThan(600);
  });
});

describe('judging a grown body', () => {
  const input = {
    method: 'POST',
    url: '/x',
    text: '{}',
    contentType: 'application/json',
    breaks: 'b',
    traces: ['conformHuge7'],
  };
  const unstored = { unstored: true };

  it('over HTTP passes a 4xx that changed nothing, or a 2xx whose read-back holds none of its traces', () => {
    expect(judge(input, { status: 400, text: '{}' }, 's', 's', unstored)).toBeUndefined();
    expect(judge(input, { status: 200, text: '{}' }, '200 []', '200 [{"name":"Bar"}]', unstored)).toBeUndefined();
    expect(judge(input, { status: 204, text: '' }, undefined, undefined, unstored)).toBeUndefined();
  });

  it('fails a 2xx that stored it, a fault, a redirect, and a 4xx that changed the read-back', () => {
    expect(judge(input, { status: 200, text: '{}' }, '200 []', '200 [{"name":"conformHuge7 co"}]', unstored)).toBe(
      'POST /x (application/json {}): b: answered 200, and the read-back after holds conformHuge7: it was stored',
    );
    expect(judge(input, { status: 500, text: 'boom' }, 's', 's', unstored)).toMatch(/answered 500 \(a fault\)/);
    expect(judge(input, { status: 302, text: '' }, 's', 's', unstored)).toMatch(/answered 302, not a 4xx/);
    expect(judge(input, { status: 400, text: '{}' }, 's', 't', unstored)).toMatch(/the state changed/);
  });

  it('in-process, and for a body not grown, takes only a 4xx', () => {
    expect(judge(input, { status: 200, text: '{}' }, 's', 's')).toMatch(/answered 200, not a 4xx/);
    const { traces: _traces, ...plain } = input;
    expect(judge(plain, { status: 200, text: '{}' }, 's', 's', unstored)).toMatch(/answered 200, not a 4xx/);
  });

  it('over HTTP stops at a 2xx whose read-back holds what the body added', async () => {
    const found = caseOf('undeclared', { mark: '_run' });
    let last = '';
    const send = async ({ method, text }) => {
      if (method === 'GET') return { status: 200, text: last };
      last = text;
      return { status: 200, text: '{}' };
    };
    expect((await runCase(found, send)).failure).toMatch(/holds conformUndeclared\d+_run: it was stored$/);
    const forgets = async ({ method }) => ({ status: 200, text: method === 'GET' ? '[]' : '{}' });
    expect(await runCase(found, forgets)).toEqual({ statuses: new Map([[200, found.numRuns]]), failure: undefined });
  });
});
