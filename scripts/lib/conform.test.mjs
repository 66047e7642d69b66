import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  formatTable,
  judgeFirstAnswer,
  prepareDocument,
  resultRows,
  rolesOf,
  unreachable,
} from './conform.mjs';
import { freePort, root } from './processes.mjs';

const role = (name) => ({ reference: `$components.parameters.${name}` });
const document = () => ({
  arazzo: '1.0.1',
  sourceDescriptions: [
    { name: 'auth', type: 'openapi', url: '../openapi.yaml' },
    { name: 'mail', type: 'openapi', url: './mail.openapi.yaml' },
  ],
  components: {
    parameters: {
      superUser: { name: 'X-Mock-Persona', in: 'header', value: 'superUser' },
      user: { name: 'X-Mock-Persona', in: 'header', value: 'user' },
      anonymous: { name: 'X-Mock-Persona', in: 'header', value: 'anonymous' },
    },
  },
  workflows: [
    {
      workflowId: 'admin-only',
      steps: [{ stepId: 'a', operationId: 'userList', parameters: [role('superUser')] }],
    },
    {
      workflowId: 'user-and-anonymous',
      steps: [
        { stepId: 'b', operationId: 'userGetProfile', parameters: [role('user')] },
        { stepId: 'c', operationId: 'passwordResetSend', parameters: [role('anonymous')] },
      ],
    },
    {
      workflowId: 'reads-mail',
      steps: [
        { stepId: 'd', operationId: 'passwordResetSend', parameters: [role('anonymous')] },
        { stepId: 'e', operationId: '$sourceDescriptions.mail.listMail', parameters: [] },
      ],
    },
  ],
});

describe('cookiesFrom', () => {
  it('maps --cookie role=value options, values may hold "="', () => {
    expect(cookiesFrom(['superUser=abc', 'user=x=y'])).toEqual({ superUser: 'abc', user: 'x=y' });
    expect(cookiesFrom(undefined)).toEqual({});
  });

  it('refuses an unknown role and a missing value, naming the option', () => {
    expect(() => cookiesFrom(['admin=abc'])).toThrow(
      /--cookie admin=abc: the role is one of superUser, orgAdmin, user/,
    );
    expect(() => cookiesFrom(['user='])).toThrow(/give the value of user's session cookie/);
    expect(() => cookiesFrom(['anonymous=x'])).toThrow(/the role is one of/);
  });
});

describe('rolesOf', () => {
  it('names the roles a workflow acts as, once each', () => {
    expect(rolesOf(document().workflows[1])).toEqual(['user', 'anonymous']);
    expect(
      rolesOf({ workflowId: 'x', parameters: [role('orgAdmin')], steps: [{ parameters: [role('orgAdmin')] }] }),
    ).toEqual(['orgAdmin']);
  });
});

describe('prepareDocument', () => {
  it('with no cookies keeps the persona headers and points the sources at their files', () => {
    const { document: prepared, skipped } = prepareDocument(document(), { baseDir: '/repo/openapi/workflows' });
    expect(prepared.sourceDescriptions.map((s) => s.url)).toEqual([
      '/repo/openapi/openapi.yaml',
      '/repo/openapi/workflows/mail.openapi.yaml',
    ]);
    expect(prepared.components.parameters.superUser).toEqual({
      name: 'X-Mock-Persona',
      in: 'header',
      value: 'superUser',
    });
    expect(prepared.workflows).toHaveLength(3);
    expect(skipped).toEqual([]);
  });

  it('with cookies sends each role as its session cookie, no persona, and skips workflows of roles not given', () => {
    const source = document();
    const { document: prepared, skipped } = prepareDocument(source, {
      baseDir: '/w',
      cookies: { user: 'session-of-user' },
      cookieName: '__Host-.AspNetCore.Cookies',
    });
    expect(prepared.components.parameters.user).toEqual({
      name: '__Host-.AspNetCore.Cookies',
      in: 'cookie',
      value: 'session-of-user',
    });
    expect(prepared.components.parameters.anonymous).toBeUndefined();
    expect(JSON.stringify(prepared)).not.toContain('X-Mock-Persona');
    expect(prepared.workflows.map((w) => w.workflowId)).toEqual(['user-and-anonymous', 'reads-mail']);
    expect(prepared.workflows[0].steps[1].parameters).toEqual([]);
    expect(skipped).toEqual([{ workflowId: 'admin-only', missing: ['--cookie superUser'] }]);
    expect(source.components.parameters.user.in).toBe('header');
  });

  it('without a mail catcher skips the workflows that read mail', () => {
    const { document: prepared, skipped } = prepareDocument(document(), { baseDir: '/w', hasMail: false });
    expect(prepared.workflows.map((w) => w.workflowId)).toEqual(['admin-only', 'user-and-anonymous']);
    expect(skipped).toEqual([{ workflowId: 'reads-mail', missing: ['--mail'] }]);
  });
});

describe('judgeFirstAnswer', () => {
  it('passes a JSON answer', () => {
    expect(judgeFirstAnswer('http://s', { status: 200, contentType: 'application/json', body: '[]' })).toBe('ok');
  });

  it('names an HTML page as such: a wrong URL or a login page', () => {
    expect(judgeFirstAnswer('http://s', { status: 200, contentType: 'text/html; charset=utf-8', body: '<p>' })).toMatch(
      /^http:\/\/s answers an HTML page \(status 200\), not the service's JSON API: a wrong URL, or a login page/,
    );
    expect(judgeFirstAnswer('http://s', { status: 302, contentType: '', body: '<!DOCTYPE html><html>' })).toMatch(
      /answers an HTML page/,
    );
  });

  it('names an answer that is neither JSON nor well', () => {
    expect(judgeFirstAnswer('http://s', { status: 200, contentType: 'text/plain', body: 'hi' })).toMatch(
      /answers text\/plain \(status 200\), not JSON/,
    );
    expect(judgeFirstAnswer('http://s', { status: 503, contentType: 'application/json', body: '{}' })).toMatch(
      /answers 503/,
    );
  });
});

describe('unreachable', () => {
  it('says in one line which URL does not answer and why', () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(unreachable('http://127.0.0.1:9', refused)).toBe(
      'contract:conform: nothing answers at http://127.0.0.1:9 (connection refused)',
    );
    const noHost = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    expect(unreachable('https://nowhere.invalid', noHost)).toMatch(/\(no such host\)$/);
    expect(unreachable('http://s', new DOMException('timed out', 'TimeoutError'))).toMatch(/\(no answer within 5 s\)$/);
  });
});

describe('resultRows and formatTable', () => {
  const report = (workflows) => ({ files: { '/tmp/x.arazzo.yaml': { executedWorkflows: workflows } } });
  const check = (name, passed, message = '') => ({ name, passed, message, severity: 'error' });

  it("reads each workflow of respect's report, with the failed checks by step", () => {
    const rows = resultRows({
      'admin.arazzo.yaml': report([
        {
          workflowId: 'clients',
          status: 'success',
          executedSteps: [{ stepId: 'a', checks: [check('schema check', true)] }],
        },
        {
          workflowId: 'audit',
          status: 'error',
          executedSteps: [
            {
              stepId: 'page-1',
              checks: [check('success criteria check', false, 'Checking simple criteria: {"condition":"x"}\nmore')],
            },
          ],
        },
      ]),
    });
    expect(rows).toEqual([
      { file: 'admin.arazzo.yaml', workflowId: 'clients', result: 'passed', failures: [] },
      {
        file: 'admin.arazzo.yaml',
        workflowId: 'audit',
        result: 'failed',
        failures: ['page-1: success criteria check (Checking simple criteria: {"condition":"x"})'],
      },
    ]);
    // A step reached by a goto is reported in an entry of its own.
    const skipping = resultRows({
      'admin.arazzo.yaml': report([
        {
          workflowId: 'client-stale-save',
          status: 'error',
          executedSteps: [
            { stepId: 'add', checks: [check('schema check', true)] },
            {
              type: 'workflow',
              invocationContext: 'Goto from step add',
              executedSteps: [{ stepId: 'cleanup', checks: [check('status code check', false)] }],
            },
          ],
        },
      ]),
    });
    expect(skipping[0]?.failures).toEqual(['cleanup: status code check']);
    const table = formatTable(rows, [{ workflowId: 'invitation', missing: ['--mail'] }]);
    expect(table.split('\n')).toEqual([
      'workflow    result   file',
      'clients     passed   admin.arazzo.yaml',
      'audit       failed   admin.arazzo.yaml',
      '              ✖ page-1: success criteria check (Checking simple criteria: {"condition":"x"})',
      'invitation  skipped  needs --mail',
      '1 passed, 1 failed, 1 skipped',
    ]);
  });
});

describe('npm run contract:conform against a server that is not the service', () => {
  const script = path.join(root, 'scripts', 'contract-conform.mjs');
  const conform = (server) =>
    new Promise((resolve) => {
      execFile('node', [script, '--server', server], { cwd: root }, (error, stdout, stderr) =>
        resolve({ code: error?.code ?? 0, stdout, stderr }),
      );
    });

  it('fails fast, in one line naming the URL, when nothing answers', async () => {
    const port = await freePort();
    const started = Date.now();
    const { code, stdout, stderr } = await conform(`http://127.0.0.1:${port}`);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`contract:conform: nothing answers at http://127.0.0.1:${port} (connection refused)`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names a server that answers HTML', async () => {
    const server = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { code, stderr } = await conform(`http://127.0.0.1:${server.address().port}`);
      expect(code).toBe(2);
      expect(stderr).toMatch(/answers an HTML page \(status 200\), not the service's JSON API/);
    } finally {
      server.close();
    }
  });
});
