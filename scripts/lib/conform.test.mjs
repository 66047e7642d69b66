import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  argvRefusal,
  formatTable,
  judgeFirstAnswer,
  plainHttpRefusal,
  prepareDocument,
  redactSecrets,
  resultRows,
  rolesOf,
  sessionsFrom,
  unreachable,
} from './conform.mjs';
import { freePort, root, startWorld } from './processes.mjs';

const role = (name) => ({ reference: `$components.parameters.${name}` });
const persona = (value) => ({ name: 'X-Mock-Persona', in: 'header', value });
const document = () => ({
  arazzo: '1.0.1',
  sourceDescriptions: [
    { name: 'auth', type: 'openapi', url: '../openapi.yaml' },
    { name: 'mail', type: 'openapi', url: './mail.openapi.yaml' },
  ],
  components: {
    parameters: { superUser: persona('superUser'), user: persona('user'), anonymous: persona('loggedOut') },
  },
  workflows: [
    { workflowId: 'admin-only', steps: [{ stepId: 'a', operationId: 'userList', parameters: [role('superUser')] }] },
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

describe('sessionsFrom', () => {
  const file = (text, mode = 0o100600) => ({ path: 's.txt', mode, text });

  it('reads sessions and the password from the environment and from a file only its owner may read', () => {
    const env = { CONFORM_SESSION_SUPERUSER: 'a', CONFORM_USER_PASSWORD: 'p w', HOME: '/h' };
    expect(sessionsFrom({ env })).toEqual({ sessions: { superUser: 'a' }, password: 'p w' });
    const text = '# sessions of the test server\n\norgAdmin=x=y==\r\nuser=u\n';
    expect(sessionsFrom({ env: { CONFORM_SESSION_SUPERUSER: 'a' }, file: file(text) })).toEqual({
      sessions: { superUser: 'a', orgAdmin: 'x=y==', user: 'u' },
      password: undefined,
    });
    expect(sessionsFrom({ file: file('userPassword= spaced ') })).toEqual({ sessions: {}, password: ' spaced ' });
    expect(sessionsFrom()).toEqual({ sessions: {}, password: undefined });
  });

  it('refuses a file its group or others may read, a line of another shape, an empty or a doubled value, never echoing a value', () => {
    expect(() => sessionsFrom({ file: file('user=u', 0o100644) })).toThrow(
      '--sessions s.txt: its group or others may read it (mode 644); chmod 600 it',
    );
    expect(() => sessionsFrom({ file: file('user=u', 0o100640) })).toThrow(/mode 640/);
    const wrong = (text) => () => sessionsFrom({ file: file(text) });
    expect(wrong('c2VjcmV0LWNvb2tpZQ==')).toThrow(
      '--sessions s.txt:1: not one of superUser=, orgAdmin=, user=, userPassword=',
    );
    expect(wrong('\nadmin=secret-value')).toThrow(/^--sessions s.txt:2: not one of/);
    expect(wrong('admin=secret-value')).not.toThrow(/secret-value/);
    expect(wrong('user=')).toThrow('--sessions s.txt:1: user has no value');
    expect(() => sessionsFrom({ env: { CONFORM_SESSION_USER: 'a' }, file: file('user=b') })).toThrow(
      '--sessions s.txt:1: user is given in CONFORM_SESSION_USER too',
    );
  });
});

describe('argvRefusal and plainHttpRefusal', () => {
  it('refuse --cookie and --input userPassword=, saying what to use instead', () => {
    expect(argvRefusal({ cookie: ['user=abc'] })).toBe(
      '--cookie puts a session on the command line, which npm echoes and ps shows: give it in CONFORM_SESSION_SUPERUSER, CONFORM_SESSION_ORGADMIN, CONFORM_SESSION_USER or a --sessions file',
    );
    expect(argvRefusal({ input: ['run=x', 'userPassword=abc'] })).toBe(
      '--input userPassword= puts the password on the command line: give it in CONFORM_USER_PASSWORD or a --sessions file',
    );
    expect(argvRefusal({ input: ['run=x'] })).toBeUndefined();
    expect(argvRefusal({})).toBeUndefined();
  });

  it('send sessions over plain http only to this machine', () => {
    expect(plainHttpRefusal('http://auth.example.com:8080', true)).toBe(
      'contract:conform: sessions are not sent over plain http to auth.example.com:8080: use https (plain http only to localhost, 127.0.0.1 or [::1])',
    );
    expect(plainHttpRefusal('http://10.0.0.5', true)).toMatch(/not sent over plain http to 10.0.0.5/);
    for (const local of ['http://localhost:4011', 'http://127.0.0.1:4011', 'http://[::1]:4011']) {
      expect(plainHttpRefusal(local, true)).toBeUndefined();
    }
    expect(plainHttpRefusal('https://auth.example.com', true)).toBeUndefined();
    expect(plainHttpRefusal('http://auth.example.com', false)).toBeUndefined();
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
  const userEnv = { type: 'object', properties: { CONFORM_SESSION_USER: { type: 'string', format: 'password' } } };

  it('with no sessions keeps the persona headers and points the sources at their files', () => {
    const { document: prepared, skipped } = prepareDocument(document(), { baseDir: '/repo/openapi/workflows' });
    expect(prepared.sourceDescriptions.map((s) => s.url)).toEqual([
      '/repo/openapi/openapi.yaml',
      '/repo/openapi/workflows/mail.openapi.yaml',
    ]);
    expect(prepared.components.parameters).toEqual(document().components.parameters);
    expect(prepared.workflows).toHaveLength(3);
    expect(skipped).toEqual([]);
  });

  it('with sessions sends each role as its session cookie read from the environment, no persona, and skips workflows of roles not given', () => {
    const source = document();
    const options = { baseDir: '/w', sessions: ['user'], cookieName: '__Host-.AspNetCore.Cookies' };
    const { document: prepared, skipped } = prepareDocument(source, options);
    expect(prepared.components.parameters).toEqual({
      user: { name: '__Host-.AspNetCore.Cookies', in: 'cookie', value: '$inputs.env.CONFORM_SESSION_USER' },
    });
    expect(JSON.stringify(prepared)).not.toContain('X-Mock-Persona');
    expect(prepared.workflows.map((w) => w.workflowId)).toEqual(['user-and-anonymous', 'reads-mail']);
    expect(prepared.workflows[0].steps[1].parameters).toEqual([]);
    // respect reads the variable only when the workflow's inputs declare it; as a password, it masks it.
    expect(prepared.workflows[0].inputs).toEqual({ type: 'object', properties: { env: userEnv } });
    expect(prepared.workflows[1].inputs).toBeUndefined();
    expect(skipped).toEqual([{ workflowId: 'admin-only', missing: ['superUser session'] }]);
    expect(source.components.parameters.user.in).toBe('header');
  });

  it('declares the session variables in the inputs a workflow refers to', () => {
    const source = document();
    source.components.inputs = { run: { type: 'object', properties: { run: { type: 'string' } } } };
    source.workflows[1].inputs = { $ref: '#/components/inputs/run' };
    const { document: prepared } = prepareDocument(source, { baseDir: '/w', sessions: ['user'], cookieName: 'c' });
    expect(prepared.workflows[0].inputs).toEqual({ $ref: '#/components/inputs/run' });
    expect(prepared.components.inputs.run.properties).toEqual({ run: { type: 'string' }, env: userEnv });
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
    const table = formatTable(rows, [{ workflowId: 'invitation', missing: ['--mail'] }], { clients: 'a note' });
    expect(table.split('\n')).toEqual([
      'workflow    result   file',
      'clients     passed   admin.arazzo.yaml  (a note)',
      'audit       failed   admin.arazzo.yaml',
      '              ✖ page-1: success criteria check (Checking simple criteria: {"condition":"x"})',
      'invitation  skipped  needs --mail',
      '1 passed, 1 failed, 1 skipped',
    ]);
  });
});

describe('redactSecrets', () => {
  it('replaces each secret as sent, URL-encoded or inside JSON text, and every cookie value', () => {
    const secrets = ['s3cret=/+', 'pa"ss', undefined];
    const report = {
      request: { headers: { cookie: 'session=s3cret=/+; other=x' }, body: { oldPassword: 'pa"ss', note: 'keep me' } },
      response: { headers: { 'set-cookie': 'session=fresh-one; Path=/; HttpOnly' }, body: 'x s3cret%3D%2F%2B y' },
    };
    expect(redactSecrets(report, secrets)).toEqual({
      request: {
        headers: { cookie: 'session=[redacted]; other=[redacted]' },
        body: { oldPassword: '[redacted]', note: 'keep me' },
      },
      response: { headers: { 'set-cookie': 'session=[redacted]; Path=/; HttpOnly' }, body: 'x [redacted] y' },
    });
    const request = {
      cookies: [{ name: 'session', value: 'anything' }],
      headers: [
        { name: 'Cookie', value: 'session=abc' },
        { name: 'accept', value: 'application/json' },
      ],
      postData: { text: JSON.stringify({ oldPassword: 'pa"ss' }) },
    };
    const response = { headers: [{ name: 'Set-Cookie', value: 'session=new; Secure' }], cookies: [] };
    expect(redactSecrets({ log: { entries: [{ request, response }] } }, secrets).log.entries[0]).toEqual({
      request: {
        cookies: [{ name: 'session', value: '[redacted]' }],
        headers: [{ name: 'Cookie', value: 'session=[redacted]' }, request.headers[1]],
        postData: { text: '{"oldPassword":"[redacted]"}' },
      },
      response: { headers: [{ name: 'Set-Cookie', value: 'session=[redacted]; Secure' }], cookies: [] },
    });
  });
});

describe('npm run contract:conform', () => {
  const script = path.join(root, 'scripts', 'contract-conform.mjs');
  const conform = (args, env = {}) =>
    new Promise((resolve) => {
      execFile('node', [script, ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
        resolve({ code: error?.code ?? 0, stdout, stderr }),
      );
    });
  const dir = mkdtempSync(path.join(tmpdir(), 'conform-'));

  it('fails fast, in one line naming the URL, when nothing answers', async () => {
    const port = await freePort();
    const started = Date.now();
    const { code, stdout, stderr } = await conform(['--server', `http://127.0.0.1:${port}`]);
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
      const { code, stderr } = await conform(['--server', `http://127.0.0.1:${server.address().port}`]);
      expect(code).toBe(2);
      expect(stderr).toMatch(/answers an HTML page \(status 200\), not the service's JSON API/);
    } finally {
      server.close();
    }
  });

  it('refuses a secret on the command line, a sessions file others may read, a session over plain http', async () => {
    const cookie = await conform(['--server', 'http://127.0.0.1:9', '--cookie', 'user=secret-cookie']);
    expect(cookie.stderr.trim()).toMatch(/^contract:conform: --cookie puts a session on the command line.*CONFORM_/);
    const password = await conform(['--server', 'http://127.0.0.1:9', '--input', 'userPassword=secret']);
    expect(password.stderr.trim()).toMatch(/^contract:conform: --input userPassword= .*CONFORM_USER_PASSWORD/);
    const file = path.join(dir, 'sessions');
    writeFileSync(file, 'user=secret-cookie\n');
    chmodSync(file, 0o644);
    const readable = await conform(['--server', 'https://auth.example.com', '--sessions', file]);
    expect(readable.stderr.trim()).toMatch(/^contract:conform: --sessions .*: its group or others may read it/);
    // Refused before any call: a try would end in "nothing answers" after a time limit.
    const plain = await conform(['--server', 'http://192.0.2.1:8080'], { CONFORM_SESSION_USER: 'secret-cookie' });
    expect(plain.stderr.trim()).toMatch(/^contract:conform: sessions are not sent over plain http to 192.0.2.1:8080/);
    for (const refused of [cookie, password, readable, plain]) expect(refused.code).toBe(2);
    expect([cookie, password, readable, plain].map((r) => r.stderr).join('')).not.toMatch(/secret/);
  });

  it('with sessions in its environment leaves a report and a HAR only its owner reads, with no secret, and no run folder', async () => {
    const worldPort = await freePort();
    const world = await startWorld({ port: worldPort, inheritOutput: false });
    const sessions = { 'secret-super-4f1': 'superUser', 'secret-user-9c2': 'user' };
    // A backend with sessions: the cookie names the world's persona; every answer sets a fresh session cookie.
    const backend = http.createServer((request, response) => {
      const cookie = /__Host-\.AspNetCore\.Cookies=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
      const { cookie: _cookie, 'x-mock-persona': _persona, ...headers } = request.headers;
      if (sessions[cookie]) headers['x-mock-persona'] = sessions[cookie];
      const upstream = http.request(
        { host: '127.0.0.1', port: worldPort, path: request.url, method: request.method, headers },
        (answer) => {
          const fresh = '__Host-.AspNetCore.Cookies=fresh-secret-77; Path=/; Secure; HttpOnly';
          response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'set-cookie': fresh });
          answer.pipe(response);
        },
      );
      request.pipe(upstream);
    });
    const port = await freePort();
    await new Promise((resolve) => backend.listen(port, '127.0.0.1', resolve));
    try {
      const report = path.join(dir, 'out', 'report.json');
      const har = path.join(dir, 'out', 'calls.har');
      const args = ['--server', `http://127.0.0.1:${port}`, '--json-output', report, '--har-output', har];
      args.push('--workflow', 'password-change', '--workflow', 'refuse-userSaveProfile-as-loggedOut');
      const { code, stdout, stderr } = await conform(args, {
        CONFORM_SESSION_SUPERUSER: 'secret-super-4f1',
        CONFORM_SESSION_USER: 'secret-user-9c2',
        CONFORM_USER_PASSWORD: 'Harbour-Lights-2023',
      });
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(stdout).toMatch(/password-change +passed[^]*refuse-userSaveProfile-as-loggedOut +passed/);
      // Tried as the user's session, the run's passwords are refused as the old one: the password is as it was.
      expect(stdout).toMatch(/The ordinary user's password is as the run found it/);
      expect(readdirSync(path.join(dir, 'out')).sort()).toEqual(['calls.har', 'report.json']);
      for (const file of [report, har]) {
        expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
        const text = readFileSync(file, 'utf8');
        for (const secret of ['secret-super-4f1', 'secret-user-9c2', 'Harbour-Lights-2023', 'fresh-secret-77']) {
          expect(text.includes(secret), `${secret} in ${path.basename(file)}`).toBe(false);
        }
      }
      expect(readFileSync(har, 'utf8')).toMatch(/__Host-\.AspNetCore\.Cookies=\[redacted\]; Path=\//);
    } finally {
      backend.close();
      world.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
