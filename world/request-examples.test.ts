import { describe, expect, it } from 'vitest';
import { sweepTargets, urlOf } from '../scripts/lib/negative.mjs';
import { resolve } from '../scripts/lib/refusals.mjs';
import { handlers } from './app';
import { roleForExample, testWorld } from './test-world';

/**
 * Every request example of the contract is consistent with the estate the world seeds from (docs/mock-estate.md):
 * each is sent, with its operation's path and query examples, to a fresh world as a role the operation's `security`
 * admits, and is answered as its name promises (docs/contract-decisions.md, "Request examples"): one whose name or
 * summary names a coded error is refused with it, one whose summary says it is refused with a 4xx, any other with a
 * 2xx. A world of the estate alone, so a fresh one per example costs little.
 */
const SMALL = { seed: 1, orgs: 10, users: 10 };
const { api, world } = await testWorld(SMALL);
const spec = api.definition as unknown as Parameters<typeof sweepTargets>[0];

interface Example {
  summary?: string;
  value?: unknown;
}
interface Media {
  example?: unknown;
  examples?: Record<string, Example>;
}

/** SPEC 8's codes (and the contract's own), longest first so that `BadRequest` is not found inside another. */
const codeSchema = api.definition.components?.schemas?.ErrorCode as { enum?: string[] } | undefined;
const CODES = [...(codeSchema?.enum ?? [])].sort((a, b) => b.length - a.length);

/** What an example's name and summary promise: a coded refusal, a refusal, or a 2xx. */
function promise(name: string, summary = ''): { code?: string; status: 'refused' | number | 'ok' } {
  const text = `${name} ${summary}`;
  const code = CODES.find((candidate) => new RegExp(`(?<![A-Za-z0-9_])${candidate}(?![A-Za-z0-9_])`).test(text));
  if (code) return { code, status: statusOf(code) };
  return { status: /\brefused\b/i.test(summary) ? 'refused' : 'ok' };
}

/** The status a code is answered with: its prefix says it (SPEC 8), the rest are 400. */
function statusOf(code: string): number {
  if (code === 'Unauthorized') return 401;
  if (code === 'Forbidden') return 403;
  if (code.startsWith('NotFound_')) return 404;
  if (code.startsWith('Conflict_')) return 409;
  return 400;
}

const personas = world.settings.personas;
const roleFor = (access: string, path: Record<string, unknown>, body: unknown) =>
  roleForExample(personas, access, path, body);

/** Each request example of an operation with its name: the named ones, or the single `example` as `example`. */
function examplesOf(requestBody: unknown): [string, Example][] {
  const media = (resolve(spec, requestBody) as { content?: Record<string, Media> } | undefined)?.content?.[
    'application/json'
  ];
  if (!media) return [];
  if (media.examples)
    return Object.entries(media.examples).map(([name, example]) => [name, resolve(spec, example) as Example]);
  return media.example === undefined ? [] : [['example', { value: media.example }]];
}

// An operation without a body is sent once, with its parameters' examples; the few the world leaves to the contract's
// examples (world/app.test.ts) are Prism's to answer.
const cases = sweepTargets(spec)
  .filter((target) => target.operationId in handlers)
  .flatMap((target) => {
    const operation = (spec.paths[target.path] as Record<string, { requestBody?: unknown }>)[
      target.method.toLowerCase()
    ];
    const examples = examplesOf(operation?.requestBody);
    if (examples.length === 0) return [{ target, name: 'parameters', example: {} as Example }];
    return examples.map(([name, example]) => ({ target, name, example }));
  });

/**
 * Examples that do not yet do what they promise, each with why: expected to fail, so that one fixed fails here and is
 * taken off the list.
 */
const KNOWN: Record<string, string> = {};

describe('every request example of the contract does what its name says on the estate', () => {
  it('covers the examples, and reads what a name promises', () => {
    expect(cases.length).toBeGreaterThan(80);
    expect(new Set(cases.map((c) => c.target.operationId)).size).toBe(Object.keys(handlers).length);
    expect(Object.keys(KNOWN).filter((key) => !cases.some((c) => `${c.target.operationId} ${c.name}` === key))).toEqual(
      [],
    );
    expect(roleFor('organisationAdmin', { orgId: personas.orgAdmin.organisationID }, undefined)).toBe('orgAdmin');
    expect(roleFor('signedIn', {}, { userID: personas.superUser.userID })).toBe('superUser');
    expect(promise('unknownUser', 'Refused: BadRequest_UserDoesNotExist')).toEqual({
      code: 'BadRequest_UserDoesNotExist',
      status: 400,
    });
    expect(promise('gone', 'NotFound_InvitationExpiredOrMissing')).toEqual({
      code: 'NotFound_InvitationExpiredOrMissing',
      status: 404,
    });
    expect(promise('BadRequest')).toEqual({ code: 'BadRequest', status: 400 });
    expect(promise('twice', 'Refused: an organisation is initialised once')).toEqual({ status: 'refused' });
    expect(promise('create', 'Create an instance (no id)')).toEqual({ status: 'ok' });
  });

  for (const { target, name, example } of cases) {
    const expected = promise(name, example.summary);
    const test = `${target.operationId} ${name}` in KNOWN ? it.fails : it;
    test(`${target.operationId} ${name}: ${expected.code ?? expected.status}`, async () => {
      const { call } = await testWorld(SMALL);
      const path = Object.fromEntries(target.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.value]));
      const persona = roleFor(target.access, path, example.value);
      const answer = await call(target.method, urlOf(target), { persona, body: example.value });
      const shown = `as ${persona}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 500)}`;
      if (expected.status === 'ok') {
        expect(answer.status >= 200 && answer.status < 300, shown).toBe(true);
      } else if (expected.status === 'refused') {
        expect(answer.status >= 400 && answer.status < 500, shown).toBe(true);
      } else {
        expect({ status: answer.status, code: (answer.body as { code?: unknown } | undefined)?.code }, shown).toEqual({
          status: expected.status,
          code: expected.code,
        });
      }
    });
  }
});
