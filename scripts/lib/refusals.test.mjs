import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { resultRows } from './conform.mjs';
import { bundleContract } from './generate.mjs';
import { freePort, root, startWorld } from './processes.mjs';
import { idsFromSession, REFUSALS, refusalDocument, refusalPlans } from './refusals.mjs';

const SECURITY = {
  signedIn: [{ sessionCookie: [] }],
  superUser: [{ sessionCookie: ['superUser'] }],
  organisationAdmin: [{ sessionCookie: ['organisationAdmin'] }, { sessionCookie: ['superUser'] }],
  self: [{ sessionCookie: ['self'] }, { sessionCookie: ['superUser'] }],
};
const ok = (links) => ({ 200: { description: 'ok', ...(links ? { links: { readBack: links } } : {}) } });
const json = (example) => ({ required: true, content: { 'application/json': { schema: {}, example } } });
const orgId = { name: 'orgId', in: 'path', required: true, example: 'org-example', schema: { type: 'string' } };
const teamId = { name: 'id', in: 'path', required: true, example: 'team-example', schema: { type: 'string' } };

/** A small contract of each kind of operation the generator meets. */
const spec = () => ({
  openapi: '3.1.0',
  security: [{ sessionCookie: [] }],
  components: { parameters: { orgId } },
  paths: {
    '/consent': { get: { operationId: 'consentDocumentList', security: [], responses: ok() } },
    '/me': { get: { operationId: 'me', responses: ok() } },
    '/users': {
      get: { operationId: 'userList', security: SECURITY.superUser, responses: ok() },
      post: {
        operationId: 'userBatch',
        security: SECURITY.superUser,
        requestBody: json({ changes: [{ userID: 'u-1' }] }),
        responses: ok({ operationId: 'userGet', parameters: { id: '$request.body#/changes/0/userID' } }),
      },
    },
    '/users/{id}': {
      get: {
        operationId: 'userGet',
        security: SECURITY.superUser,
        parameters: [{ name: 'id', in: 'path', required: true, example: 'u-example', schema: { type: 'string' } }],
        responses: ok(),
      },
    },
    '/audit': {
      post: { operationId: 'auditQuery', 'x-safe': true, security: SECURITY.superUser, responses: ok() },
    },
    '/org/{orgId}/team/{id}': {
      parameters: [{ $ref: '#/components/parameters/orgId' }, teamId],
      get: { operationId: 'teamGet', security: SECURITY.organisationAdmin, responses: ok() },
      post: {
        operationId: 'teamSave',
        security: SECURITY.organisationAdmin,
        requestBody: json({ name: 'Bar Staff' }),
        responses: ok({ operationId: 'teamGet', parameters: { orgId: '$request.path.orgId', id: '$request.path.id' } }),
      },
    },
    '/summary/{userId}': {
      get: {
        operationId: 'userSummary',
        security: SECURITY.self,
        parameters: [{ name: 'userId', in: 'path', required: true, example: 'u-example', schema: { type: 'string' } }],
        responses: ok(),
      },
    },
  },
});
const ids = {
  superUserOrganisationID: 'org-root',
  orgAdminID: 'u-oliver',
  orgAdminOrganisationID: 'org-harbour',
  userID: 'u-uma',
};
const plan = (plans, workflowId) => plans.find((p) => p.workflowId === workflowId);

describe('refusalPlans', () => {
  it('tries each role the contract refuses, once per operation, and no one on an anonymous call', () => {
    const plans = refusalPlans(spec(), ids);
    const byOperation = (operationId) => plans.filter((p) => p.operationId === operationId).map((p) => p.as);
    expect(byOperation('consentDocumentList')).toEqual([]);
    expect(byOperation('me')).toEqual(['loggedOut']);
    expect(byOperation('userList')).toEqual(['loggedOut', 'user', 'orgAdmin']);
    expect(byOperation('teamGet')).toEqual(['loggedOut', 'user', 'orgAdmin']);
    expect(plans.map((p) => p.status)).toEqual(plans.map((p) => (p.as === 'loggedOut' ? 401 : 403)));
    expect(plan(plans, 'refuse-me-as-loggedOut')).toMatchObject({ code: 'Unauthorized', needs: [] });
    expect(plan(plans, 'refuse-userList-as-user')).toMatchObject({ code: 'Forbidden', needs: ['user'] });
    expect(Object.keys(REFUSALS).sort()).toEqual(['organisationAdmin', 'self', 'signedIn', 'superUser']);
  });

  it('names an organisation or user the role has no rights over, the other parameters from their examples', () => {
    const plans = refusalPlans(spec(), ids);
    const path = (workflowId) => plan(plans, workflowId).parameters.map((p) => `${p.name}=${p.value}`);
    expect(path('refuse-teamGet-as-loggedOut')).toEqual(['orgId=org-example', 'id=team-example']);
    expect(path('refuse-teamGet-as-user')).toEqual(['orgId=org-harbour', 'id=team-example']);
    expect(path('refuse-teamGet-as-orgAdmin')).toEqual(['orgId=org-root', 'id=team-example']);
    expect(path('refuse-userSummary-as-user')).toEqual(['userId=u-oliver']);
    expect(path('refuse-userSummary-as-orgAdmin')).toEqual(['userId=u-uma']);
    expect(plan(plans, 'refuse-teamGet-as-user').needs).toEqual(['user', 'orgAdmin']);
    expect(plan(plans, 'refuse-teamGet-as-orgAdmin').needs).toEqual(['orgAdmin', 'superUser']);
  });

  it('reads a write back with the values the refused call sent; a safe POST and a read need none', () => {
    const plans = refusalPlans(spec(), ids);
    expect(plan(plans, 'refuse-teamSave-as-orgAdmin')).toMatchObject({
      body: { name: 'Bar Staff' },
      readBack: {
        operationId: 'teamGet',
        parameters: [
          { name: 'orgId', in: 'path', value: 'org-root' },
          { name: 'id', in: 'path', value: 'team-example' },
        ],
      },
    });
    expect(plan(plans, 'refuse-userBatch-as-user').readBack).toEqual({
      operationId: 'userGet',
      parameters: [{ name: 'id', in: 'path', value: 'u-1' }],
    });
    expect(plan(plans, 'refuse-auditQuery-as-user').readBack).toBeUndefined();
    expect(plan(plans, 'refuse-teamGet-as-user').readBack).toBeUndefined();
  });

  it('leaves the call out of a plan whose id was not found (its role has no session)', () => {
    const plans = refusalPlans(spec(), { orgAdminID: 'u-oliver', orgAdminOrganisationID: 'org-harbour' });
    expect(plan(plans, 'refuse-teamGet-as-orgAdmin')).toEqual({
      workflowId: 'refuse-teamGet-as-orgAdmin',
      operationId: 'teamGet',
      needs: ['orgAdmin', 'superUser'],
      missing: 'superUserOrganisationID',
    });
  });

  it('throws, naming the operation, on what a refusal cannot be made of', () => {
    const noLink = spec();
    delete noLink.paths['/users'].post.responses[200].links;
    expect(() => refusalPlans(noLink, ids)).toThrow(
      /^userBatch \(POST \/users\) changes state but has no links\.readBack on its 200 answer, nor x-safe: true, nor x-no-read-back$/,
    );
    // A write whose effect is in no answer says so, and is refused without a read-back.
    noLink.paths['/users'].post['x-no-read-back'] = 'A password is in no answer.';
    expect(plan(refusalPlans(noLink, ids), 'refuse-userBatch-as-user')).toMatchObject({
      readBack: undefined,
      status: 403,
    });
    const noExample = spec();
    delete noExample.paths['/users/{id}'].get.parameters[0].example;
    expect(() => refusalPlans(noExample, ids)).toThrow(/^userGet: path parameter id has no example$/);
    const noBody = spec();
    delete noBody.paths['/org/{orgId}/team/{id}'].post.requestBody.content['application/json'].example;
    expect(() => refusalPlans(noBody, ids)).toThrow(/^teamSave: the request body has no example$/);
    const expression = spec();
    expression.paths['/org/{orgId}/team/{id}'].post.requestBody.content['application/json'].example.name = '$x';
    expect(() => refusalPlans(expression, ids)).toThrow(/^teamSave: the request body: its example holds a runtime/);
    const afterward = spec();
    afterward.paths['/users'].post.responses[200].links.readBack.parameters.id = '$response.body#/id';
    expect(() => refusalPlans(afterward, ids)).toThrow(
      /^userBatch: links.readBack: \$response.body#\/id is known only/,
    );
    const unknown = spec();
    unknown.paths['/users'].post.responses[200].links.readBack.parameters = {
      userId: '$request.body#/changes/0/userID',
    };
    expect(() => refusalPlans(unknown, ids)).toThrow(/^userBatch: links.readBack: userGet has no parameter userId$/);
  });
});

describe('refusalDocument', () => {
  it('makes each refusal a workflow; a write reads back before and after, and compares, even when not refused', () => {
    const { document, skipped, withoutReadBack } = refusalDocument(spec(), { ids });
    expect(skipped).toEqual([]);
    expect(withoutReadBack).toEqual([]);
    const workflow = document.workflows.find((w) => w.workflowId === 'refuse-teamSave-as-user');
    expect(workflow.parameters).toEqual([{ reference: '$components.parameters.marker' }]);
    expect(document.components.parameters.marker).toEqual({
      name: 'X-Requested-With',
      in: 'header',
      value: 'XMLHttpRequest',
    });
    expect(workflow.steps.map((s) => s.stepId)).toEqual([
      'teamSave-as-user-before',
      'teamSave-as-user',
      'teamSave-as-user-after',
      'teamSave-as-user-unchanged',
    ]);
    const [before, refused, after, unchanged] = workflow.steps;
    expect(before).toMatchObject({
      operationId: 'teamGet',
      parameters: [{ reference: '$components.parameters.superUser' }, { name: 'orgId', value: 'org-harbour' }, {}],
      outputs: { state: '$response.body' },
    });
    expect(refused).toMatchObject({
      operationId: 'teamSave',
      parameters: [{ reference: '$components.parameters.user' }, { name: 'orgId', value: 'org-harbour' }, {}],
      requestBody: { contentType: 'application/json', payload: { name: 'Bar Staff' } },
      successCriteria: [{ condition: '$statusCode == 403' }, { condition: "$response.body#/code == 'Forbidden'" }],
      onFailure: [{ name: 'read-back-anyway', type: 'goto', stepId: 'teamSave-as-user-after' }],
    });
    expect(after.outputs).toEqual({ before: '$steps.teamSave-as-user-before.outputs.state', after: '$response.body' });
    expect(unchanged).toMatchObject({
      operationId: 'consentDocumentList',
      successCriteria: [
        { context: '$steps.teamSave-as-user-after.outputs', type: 'jsonpath', condition: '$[?@.before == @.after]' },
      ],
    });
    const loggedOut = document.workflows.find((w) => w.workflowId === 'refuse-me-as-loggedOut');
    expect(loggedOut.steps.map((s) => [s.stepId, s.parameters])).toEqual([
      ['me-as-loggedOut', [{ reference: '$components.parameters.anonymous' }]],
    ]);
    // Values, not shared objects: the YAML has no anchors for a reader to follow.
    expect(stringify(document)).not.toMatch(/[&*]a\d/);
  });

  it('skips the refusals of roles without a session, and without a super user reads nothing back', () => {
    const { document, skipped, withoutReadBack } = refusalDocument(spec(), {
      sessions: ['user'],
      ids: { userID: 'u-uma' },
    });
    expect(document.workflows.map((w) => w.workflowId)).toEqual([
      'refuse-me-as-loggedOut',
      'refuse-userList-as-loggedOut',
      'refuse-userList-as-user',
      'refuse-userBatch-as-loggedOut',
      'refuse-userBatch-as-user',
      'refuse-userGet-as-loggedOut',
      'refuse-userGet-as-user',
      'refuse-auditQuery-as-loggedOut',
      'refuse-auditQuery-as-user',
      'refuse-teamGet-as-loggedOut',
      'refuse-teamSave-as-loggedOut',
      'refuse-userSummary-as-loggedOut',
    ]);
    expect(skipped).toContainEqual({ workflowId: 'refuse-teamGet-as-user', missing: ['orgAdmin session'] });
    expect(skipped).toContainEqual({
      workflowId: 'refuse-teamGet-as-orgAdmin',
      missing: ['orgAdmin session', 'superUser session'],
    });
    expect(withoutReadBack).toEqual([
      'refuse-userBatch-as-loggedOut',
      'refuse-userBatch-as-user',
      'refuse-teamSave-as-loggedOut',
    ]);
    const batch = document.workflows.find((w) => w.workflowId === 'refuse-userBatch-as-user');
    expect(batch.steps.map((s) => s.stepId)).toEqual(['userBatch-as-user']);
    expect(batch.steps[0].onFailure).toBeUndefined();
  });
});

describe('idsFromSession', () => {
  const session = (scopes, isOrgAdmin, organisationID = 'org-1') => ({
    status: 200,
    body: [{ userID: 'u-1', scopes }, organisationID ? { organisationID, name: 'Org' } : null, isOrgAdmin],
  });

  it("names the role's user and session organisation", () => {
    expect(idsFromSession('superUser', session(['superuser'], false))).toEqual({
      superUserID: 'u-1',
      superUserOrganisationID: 'org-1',
    });
    expect(idsFromSession('orgAdmin', session([], true))).toEqual({
      orgAdminID: 'u-1',
      orgAdminOrganisationID: 'org-1',
    });
    expect(idsFromSession('user', session([], false, null))).toEqual({ userID: 'u-1' });
  });

  it('refuses a session that is not signed in or not the role it is given as', () => {
    expect(() => idsFromSession('user', { status: 401, body: { code: 'Unauthorized' } })).toThrow(
      'GET /Authentication/current as user answers 401: is the session signed in?',
    );
    expect(() => idsFromSession('superUser', session([], false))).toThrow(/scopes lack superuser/);
    expect(() => idsFromSession('orgAdmin', session(['superuser'], true))).toThrow(/the user is a super user/);
    expect(() => idsFromSession('orgAdmin', session([], false))).toThrow(
      /does not administer its session organisation/,
    );
    expect(() => idsFromSession('user', session([], true))).toThrow(/the user is an organisation admin/);
    expect(() => idsFromSession('orgAdmin', session([], true, null))).toThrow(/the session has no organisation/);
  });

  it('takes a super user without a session organisation: the refusals needing one are skipped, saying why', () => {
    const superUser = idsFromSession('superUser', session(['superuser'], false, null));
    expect(superUser).toEqual({ superUserID: 'u-1' });
    const { skipped } = refusalDocument(spec(), { ids: { ...ids, superUserOrganisationID: undefined } });
    expect(skipped).toContainEqual({
      workflowId: 'refuse-teamGet-as-orgAdmin',
      missing: ['superUserOrganisationID (the session of superUser has none)'],
    });
  });
});

const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
const quiet = { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

describe("the refusals of the project's contract", () => {
  let contract;
  let dir;
  beforeAll(async () => {
    contract = await bundleContract();
    dir = mkdtempSync(path.join(tmpdir(), 'refusals-'));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The refusals with the ids of the estate's personas, the ones the world has (the contract's session examples). */
  const generate = (workflowIds) => {
    const current = contract.paths['/Authentication/current'].get.responses['200'].content['application/json'];
    const estate = Object.assign(
      {},
      ...['superUser', 'orgAdmin', 'user'].map((r) =>
        idsFromSession(r, { status: 200, body: current.examples[r].value }),
      ),
    );
    const { document } = refusalDocument(contract, {
      ids: estate,
      sourceUrl: path.join(root, 'openapi', 'openapi.yaml'),
    });
    if (workflowIds) document.workflows = document.workflows.filter((w) => workflowIds.includes(w.workflowId));
    const file = path.join(dir, `refusals-${workflowIds ? 'some' : 'all'}.arazzo.yaml`);
    writeFileSync(file, stringify(document, { aliasDuplicateObjects: false }));
    return { document, file };
  };

  it('are generated for every operation someone may not call, and redocly lint passes the document', async () => {
    const { document, file } = generate();
    expect(document.workflows.length).toBeGreaterThan(200);
    // redocly lint exits non-zero on a problem (execFile then rejects) and reports on stderr.
    const { stderr } = await promisify(execFile)(redocly, ['lint', file], { cwd: root, env: quiet });
    expect(stderr).toMatch(/Your API description is valid/);
  }, 60_000);

  it('fail a server that lets everyone do everything, by status and by the read-back, and pass the world', async () => {
    const chosen = ['refuse-listClients-as-user', 'refuse-batchOrganisationTeams-as-user'];
    const { file } = generate(chosen);
    const worldPort = await freePort();
    const world = await startWorld({ port: worldPort, inheritOutput: false });
    // In front of the world, every persona becomes the super user: a backend that enforces nothing.
    const lax = http.createServer((request, response) => {
      const headers = { ...request.headers, 'x-mock-persona': 'superUser' };
      const upstream = http.request(
        { host: '127.0.0.1', port: worldPort, path: request.url, method: request.method, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    const laxPort = await freePort();
    await new Promise((resolve) => lax.listen(laxPort, '127.0.0.1', resolve));
    /** Runs the chosen refusals against a server; the rows of the results table, by workflow id. */
    const run = async (port, name) => {
      const report = path.join(dir, `${name}.json`);
      const args = ['respect', file, '--server', `auth=http://127.0.0.1:${port}`, '--json-output', report];
      await promisify(execFile)(redocly, args, { cwd: root, env: quiet }).catch(() => undefined);
      const rows = resultRows({ [file]: JSON.parse(readFileSync(report, 'utf8')) });
      return Object.fromEntries(rows.map((row) => [row.workflowId, row]));
    };
    try {
      const strict = await run(worldPort, 'world');
      expect(chosen.map((id) => strict[id]?.result)).toEqual(['passed', 'passed']);
      const laxRows = await run(laxPort, 'lax');
      expect(laxRows['refuse-listClients-as-user']?.failures).toEqual([
        expect.stringMatching(/^listClients-as-user: success criteria check \(Checking simple criteria: .*== 403/),
        expect.stringMatching(/^listClients-as-user: success criteria check .*Forbidden/),
      ]);
      const write = laxRows['refuse-batchOrganisationTeams-as-user']?.failures ?? [];
      expect(write).toContainEqual(expect.stringMatching(/^batchOrganisationTeams-as-user: success criteria check/));
      expect(write).toContainEqual(
        expect.stringMatching(
          /^batchOrganisationTeams-as-user-unchanged: success criteria check .*@.before == @.after/,
        ),
      );
    } finally {
      lax.close();
      world.stop();
    }
  }, 60_000);
});
