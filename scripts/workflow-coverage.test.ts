import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as limits from '../src/api/limits.gen';
import { loadContract } from '../world/contract';
import { testWorld } from '../world/test-world';
import { operationsWithAccess } from './lib/access.mjs';
import { bundleContract } from './lib/generate.mjs';
import { callAddress } from './lib/reference-run.mjs';
import {
  discoverReferences,
  placeOf,
  referenceFields,
  referenceTargets,
  UNTRIED_REFERENCES,
  uuidPlaces,
} from './lib/references.mjs';
import { idsFromSession, refusalDocument, resolve } from './lib/refusals.mjs';

const workflowsDir = path.resolve(import.meta.dirname, '..', 'openapi', 'workflows');
/** The remote POS Core instance API: another server's, reached at the instance's own address (docs/conformance.md). */
const NOT_CALLED = ['getRemotePosCoreExceptionsInfo', 'getRemotePosCoreVersionInfo'];

interface Parameter {
  reference?: string;
  name?: string;
  in?: string;
  value?: unknown;
}
interface Criterion {
  condition: string;
  context?: string;
  type?: string;
}
interface Step {
  stepId: string;
  operationId?: string;
  parameters?: Parameter[];
  successCriteria?: Criterion[];
  outputs?: Record<string, string>;
}
interface Workflow {
  workflowId: string;
  parameters?: Parameter[];
  steps: Step[];
}

interface WorkflowFile {
  components: { parameters: Record<string, Parameter> };
  workflows: Workflow[];
}
const files = readdirSync(workflowsDir).filter((name) => name.endsWith('.arazzo.yaml'));
const documents = files.map((file) => ({
  file,
  ...(parse(readFileSync(path.join(workflowsDir, file), 'utf8'), { maxAliasCount: 2000 }) as WorkflowFile),
}));
const workflows = documents.flatMap(({ file, workflows: list }) => list.map((workflow) => ({ file, ...workflow })));

describe('the conformance workflows (openapi/workflows)', () => {
  it('are one file per area', () => {
    expect(files.sort()).toEqual([
      'admin.arazzo.yaml',
      'history.arazzo.yaml',
      'organisation-access.arazzo.yaml',
      'session-users.arazzo.yaml',
      'versions.arazzo.yaml',
    ]);
  });

  it('call every operation of the contract at least once (a new operation needs a workflow)', async () => {
    const api = await loadContract();
    const called = new Set(workflows.flatMap((workflow) => workflow.steps.map((step) => step.operationId)));
    const missing = api
      .getOperations()
      .map((operation) => operation.operationId ?? '')
      .filter((id) => !called.has(id) && !NOT_CALLED.includes(id));
    expect(missing).toEqual([]);
    const unknown = [...called].filter((id) => id && !id.startsWith('$sourceDescriptions.') && !api.getOperation(id));
    expect(unknown).toEqual([]);
  });

  it('have unique workflow ids, and step ids unique within a file (respect keeps step outputs by step id)', () => {
    const ids = workflows.map((workflow) => workflow.workflowId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const file of files) {
      const stepIds = workflows.filter((w) => w.file === file).flatMap((w) => w.steps.map((s) => s.stepId));
      expect(
        stepIds.filter((id, index) => stepIds.indexOf(id) !== index),
        file,
      ).toEqual([]);
    }
  });

  it("send SPEC 7's X-Requested-With marker on every step (a server refuses a call that is not a GET without it)", () => {
    for (const document of documents) {
      expect(document.components.parameters.marker, document.file).toEqual({
        name: 'X-Requested-With',
        in: 'header',
        value: 'XMLHttpRequest',
      });
    }
    const marker = { reference: '$components.parameters.marker' };
    expect(workflows.filter((w) => !w.parameters?.some((p) => p.reference === marker.reference)).map(ids)).toEqual([]);
    const overridden = workflows.flatMap((w) =>
      w.steps.filter((s) => s.parameters?.some((p) => p.name === 'X-Requested-With')),
    );
    expect(overridden.map((step) => step.stepId)).toEqual([]);
  });

  it('write JSONPath filters respect evaluates as written: at most two operands of && or || a level, no index in them', () => {
    // respect's JSONPath (jsonpath-rfc9535) reads `a && b && c` as `a && (b || c)`, and `@.list[0].x` in a filter as
    // nothing: a read-back so written passes whatever the third field holds. Nest (`a && (b && c)`) or split the check.
    const criteria = workflows.flatMap((w) =>
      w.steps.flatMap((s) => (s.successCriteria ?? []).map((c) => ({ at: `${w.workflowId}/${s.stepId}`, ...c }))),
    );
    const jsonpath = criteria.filter((c) => c.type === 'jsonpath');
    expect(jsonpath.length).toBeGreaterThan(50);
    expect(jsonpath.flatMap((c) => filterFaults(c.condition).map((fault) => `${c.at}: ${fault}`))).toEqual([]);
    expect(filterFaults('$[0][?@.a == 1 && @.b == 2 && @.c == 3]')).toEqual(['more than two operands']);
    expect(filterFaults("$[0][?@.a == 'x && y' && (@.b == 2 && (@.c == 3 || @.d))]")).toEqual([]);
    expect(filterFaults('$[?count(@.p[?@.x == 1 || @.y == 2 || @.z == 3]) == 0]')).toEqual(['more than two operands']);
    expect(filterFaults('$[0][?@.permissions[0].permissionID == 100]')).toEqual(['an index inside a filter']);
  });

  it("send import-users' batch over the limit one change over UserBatchRequest's maxItems", () => {
    const step = workflows
      .find((w) => w.workflowId === 'import-users')
      ?.steps.find((s) => s.stepId === 'import-too-large') as
      (Step & { requestBody?: { payload?: { changes?: unknown[] } } }) | undefined;
    expect(step?.requestBody?.payload?.changes).toHaveLength(limits.UserBatchRequest.changes.maxItems + 1);
  });

  it('have a workflow for every flow of SPEC 4', () => {
    expect(ids()).toEqual(
      expect.arrayContaining([
        'user-grid-batch',
        'organisation-create-and-parent',
        'organisation-profile',
        'my-profile',
        'password-change',
        'invitation',
        'password-reset',
        'link-edit',
        'service-account-reset',
        'initialise',
        'version-authorisation',
        'acceptances',
        'audit-query',
        'entity-lookup',
        'monthly-statistics',
      ]),
    );
  });
});

const ids = (): string[] => workflows.map((workflow) => workflow.workflowId);

/** What respect's JSONPath would misread in a condition: a level of a filter with three or more operands, an index. */
function filterFaults(condition: string): string[] {
  // A `{$…}` value and a string literal hold no operators of the filter.
  const text = condition.replace(/\{\$[^{}]*\}/g, 'X').replace(/'[^']*'|"[^"]*"/g, 'X');
  const faults: string[] = [];
  const levels: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '[' || char === '(') levels.push(0);
    else if (char === ']' || char === ')') {
      if ((levels.pop() ?? 0) > 1) faults.push('more than two operands');
    } else if ((char === '&' || char === '|') && text[i + 1] === char) {
      levels[levels.length - 1] = (levels.at(-1) ?? 0) + 1;
      i++;
    }
  }
  if (/\[\?[^\]]*@[\w.]*\[\d+\]/.test(text)) faults.push('an index inside a filter');
  return faults;
}

/**
 * SPEC 8 codes the world answers that no workflow can provoke: an expiry needs the service's clock to pass a day
 * (world tests cover them).
 */
const NOT_PROVOKED = {
  BadRequest_PasswordResetHasExpired: 'a reset link expires after a day',
  BadRequest_Expired: 'a reset link expires after a day',
  BadRequest_InvitationExpired: 'an invitation expires after days',
};

describe('bad input in the workflows', () => {
  it('provokes every coded error the world answers, by its exact code', async () => {
    const worldDir = path.resolve(import.meta.dirname, '..', 'world');
    const sources = [
      ...readdirSync(worldDir).filter((f) => f.endsWith('.ts')),
      ...readdirSync(path.join(worldDir, 'handlers')).map((f) => `handlers/${f}`),
    ]
      .filter((file) => !file.endsWith('.test.ts') && file !== 'test-world.ts')
      .map((file) => readFileSync(path.join(worldDir, file), 'utf8'))
      .join('\n');
    const answered = new Set(
      [
        ...sources.matchAll(
          /(?:badRequest\(|WorldError\(\d+, )'([A-Za-z]+_[A-Za-z_]+|[A-Z][A-Za-z]+InUse|Invalid[A-Za-z]+)'/g,
        ),
      ].map((match) => match[1] ?? ''),
    );
    const text = files.map((file) => readFileSync(path.join(workflowsDir, file), 'utf8')).join('\n');
    // The generated reference refusals provoke the codes of the contract's x-reference (scripts/lib/references.mjs).
    const generated = referenceTargets(await bundleContract()).map(
      (target) => target.rule.refusal ?? 'BadRequest_InvalidReference',
    );
    const provoked = new Set([
      ...[...text.matchAll(/\$response\.body#\/code == '([A-Za-z_]+)'/g)].map((match) => match[1] ?? ''),
      ...generated,
    ]);
    expect(answered.size).toBeGreaterThan(15);
    const missing = [...answered].filter((code) => !provoked.has(code) && !(code in NOT_PROVOKED)).sort();
    expect(missing).toEqual([]);
    expect(Object.keys(NOT_PROVOKED).filter((code) => !answered.has(code))).toEqual([]);
  });
});

interface Operation {
  operationId: string;
  'x-safe'?: boolean;
  'x-no-read-back'?: string;
  responses?: Record<string, { links?: { readBack?: { operationId: string } } }>;
}
interface Contract {
  paths: Record<string, unknown>;
  security?: unknown;
}
type SessionExamples = Record<string, { value: unknown }>;

/** Who each access level refuses and how: the contract's `sessionCookie` description, read independently of the kit. */
const REFUSED: Readonly<Record<string, readonly (readonly [string, number, string])[]>> = {
  signedIn: [['anonymous', 401, 'Unauthorized']],
  superUser: [
    ['anonymous', 401, 'Unauthorized'],
    ['user', 403, 'Forbidden'],
    ['orgAdmin', 403, 'Forbidden'],
  ],
  organisationAdmin: [
    ['anonymous', 401, 'Unauthorized'],
    ['user', 403, 'Forbidden'],
    ['orgAdmin', 403, 'Forbidden'],
  ],
  self: [
    ['anonymous', 401, 'Unauthorized'],
    ['user', 403, 'Forbidden'],
    ['orgAdmin', 403, 'Forbidden'],
  ],
};

const actsAs = (step: Step, role: string): boolean =>
  step.parameters?.some((p) => p.reference === `$components.parameters.${role}`) === true;
const expects = (step: Step, condition: string): boolean =>
  step.successCriteria?.some((criterion) => criterion.condition === condition) === true;

describe("the refusals generated from the contract's security (scripts/lib/refusals.mjs)", async () => {
  const contract = (await bundleContract()) as Contract;
  const current = (contract.paths as Record<string, { get: { responses: Record<string, unknown> } }>)[
    '/Authentication/current'
  ];
  const examples = (current?.get.responses['200'] as { content: Record<string, { examples: SessionExamples }> })
    .content['application/json']?.examples;
  const estate: Record<string, string> = Object.assign(
    {},
    ...['superUser', 'orgAdmin', 'user'].map((role) =>
      idsFromSession(role, { status: 200, body: examples?.[role]?.value }),
    ),
  );
  const generated: unknown = refusalDocument(contract, { ids: estate }).document;
  const refusals = (generated as { workflows: Workflow[] }).workflows;
  const steps = refusals.flatMap((workflow) => workflow.steps.map((step) => ({ workflow, step })));
  const operations = (
    operationsWithAccess(contract) as { method: string; access: string; operation: Operation }[]
  ).filter((found) => found.access !== 'anonymous');

  it('provoke each refusal of every operation someone may not call: the status and its coded error', () => {
    const missing = operations.flatMap(({ operation, access }) =>
      (REFUSED[access] ?? [['a known access level', 0, '']]).flatMap(([role, status, code]) =>
        steps.some(
          ({ step }) =>
            step.operationId === operation.operationId &&
            actsAs(step, role) &&
            expects(step, `$statusCode == ${status}`) &&
            expects(step, `$response.body#/code == '${code}'`),
        )
          ? []
          : [`${operation.operationId} (${access}) as ${role}`],
      ),
    );
    expect(operations.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('read a refused write back before and after as a super user, and compare the two', () => {
    const writes = operations.filter(({ method, operation }) => method !== 'get' && operation['x-safe'] !== true);
    const unread = writes.flatMap(({ operation }) => {
      const readBack = operation.responses?.['200']?.links?.readBack?.operationId;
      // A write whose effect is in no answer says why, and is checked by its refusal's status alone.
      if (!readBack) return operation['x-no-read-back'] ? [] : [`${operation.operationId}: no links.readBack`];
      return steps
        .filter(({ step }) => step.operationId === operation.operationId)
        .flatMap(({ workflow, step }) => {
          const at = workflow.steps.indexOf(step);
          const reads = (s: Step) => s.operationId === readBack && actsAs(s, 'superUser');
          const before = workflow.steps.slice(0, at).find(reads);
          const after = workflow.steps.slice(at + 1).find(reads);
          const compared = workflow.steps.some((s) =>
            s.successCriteria?.some(
              (c) =>
                c.type === 'jsonpath' &&
                c.condition === '$[?@.before == @.after]' &&
                c.context === `$steps.${after?.stepId ?? ''}.outputs`,
            ),
          );
          const kept = before?.outputs?.state === '$response.body' && after?.outputs?.after === '$response.body';
          return before && after && kept && compared
            ? []
            : [`${workflow.workflowId}: no read-back around ${step.stepId}`];
        });
    });
    expect(writes.length).toBeGreaterThan(20);
    expect(unread).toEqual([]);
  });
});

/**
 * Ids of a request body that name the record the change is of (its own id, a 404 when it is not the path's own), not
 * another record: the only uuids of an organisation admin's or a user's body without `x-reference`.
 */
const OWN_IDS = [
  'changes[].userPermissionGroupID',
  'changes[].organisationUserLinkID',
  'changes[].userPermissionGroupAssignmentID',
  'changes[].teamID',
  'changes[].teamUserLinkID',
  'changes[].serviceAccountID',
  'applicationPackageAcceptanceID',
  // The invitation batch takes no changes (maxItems 0): invitations are sent with sendinvite.
  'changes[].organisationUserInviteID',
];

describe('ids in a body (x-reference)', () => {
  it('are each tried by a generated refusal on the world, but the few that say why not', async () => {
    const spec = await bundleContract();
    const { call } = await testWorld();
    const ids: Record<string, string> = {};
    for (const role of ['superUser', 'orgAdmin', 'user'] as const)
      Object.assign(ids, idsFromSession(role, await call('GET', '/Authentication/current', { persona: role })));
    const ask = (role: string, operationId: string, values: Record<string, unknown>) =>
      call('GET', callAddress(spec, operationId, values).address, {
        persona: role === 'anonymous' ? 'loggedOut' : (role as 'superUser'),
      });
    const found = await discoverReferences(spec, { ids, ask });
    const untried = referenceTargets(spec)
      .filter((target) => !found[target.id]?.found)
      .map((target) => target.id)
      .sort();
    expect(untried).toEqual(Object.keys(UNTRIED_REFERENCES).sort());
  });

  it("are annotated wherever an organisation admin's, a user's or anyone's body names another record", async () => {
    const spec = await bundleContract();
    const unannotated = operationsWithAccess(spec)
      .filter(({ access }) => access !== 'superUser')
      .flatMap(({ operation }) => {
        const schema = resolve(spec, operation.requestBody)?.content?.['application/json']?.schema;
        const annotated = new Set(referenceFields(spec, schema).map((field) => placeOf(field.path)));
        return uuidPlaces(spec, schema)
          .filter((place) => !annotated.has(place) && !OWN_IDS.includes(place))
          .map((place) => `${String(operation.operationId)}.${place}`);
      });
    expect(unannotated).toEqual([]);
  });
});
