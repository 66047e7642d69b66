import { describe, expect, it } from 'vitest';
import { sweepTargets, urlOf } from '../scripts/lib/negative.mjs';
import { handlers, type WorldAnswer } from './app';
import { roleForExample, testWorld } from './test-world';

/**
 * Every answer carries what the contract says a server always sends: each operation's example request, sent as the
 * role it is made by (a persona's own call as that persona, else the super user), is answered with a 2xx that its response schema accepts (every required field of every record).
 * A write goes to a fresh world, so one operation's deletes do not change what the next one finds.
 */
const reads = await testWorld();
// The few operations the world leaves to the contract's examples (world/app.test.ts) are Prism's to answer.
const targets = sweepTargets(reads.api.definition).filter((target) => target.operationId in handlers);

describe('every answer holds the fields the contract requires of it', () => {
  it('covers every operation the world models, and refuses an answer that leaves out a required field', () => {
    expect(targets.length).toBe(Object.keys(handlers).length);
    const sam = { userID: '20000000-0000-4000-8000-000000000004', shortName: 'Sam' };
    expect(reads.api.validateResponse([sam], 'userList', 200).errors).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'fullName' } }),
    );
  });

  for (const target of targets) {
    it(`${target.method} ${target.path} (${target.operationId})`, async () => {
      const operation: object | undefined = reads.api.getOperation(target.operationId);
      const safe = target.method === 'GET' || (operation !== undefined && 'x-safe' in operation);
      const { call, api } = safe ? reads : await testWorld();
      const path = Object.fromEntries(target.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.value]));
      const persona = roleForExample(reads.world.settings.personas, target.access, path, target.body);
      const answer = (await call(target.method, urlOf(target), { body: target.body, persona })) as WorldAnswer;
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      if (answer.file || answer.body === undefined) return;
      const { valid, errors } = api.validateResponse(answer.body, target.operationId, answer.status);
      expect(errors ?? [], JSON.stringify(answer.body).slice(0, 2000)).toEqual([]);
      expect(valid).toBe(true);
    });
  }
});
