import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_LOG,
  NGINX_CASES,
  accessLogProblems,
  localNginxConfig,
  nginxCaseProblems,
  nginxExampleOf,
} from './nginx-example.mjs';

const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'deploy.md'), 'utf8');

describe('localNginxConfig', () => {
  const config = localNginxConfig(nginxExampleOf(doc), {
    port: 8480,
    redirectPort: 8481,
    backendPort: 8482,
    dist: '/tmp/dist',
    dir: '/tmp/run',
    trustedCa: '/tmp/run/ca.pem',
  });

  it('runs the example as written, with only the listeners, files and the service made local', () => {
    expect(config).toContain('listen 127.0.0.1:8480;');
    expect(config).toContain('listen 127.0.0.1:8481;');
    expect(config).toContain('root /tmp/dist;');
    expect(config).toContain('access_log /tmp/run/access.log combined if=$console_loggable;');
    // The service stays behind verified TLS, for the name its certificate carries.
    expect(config).toContain('proxy_pass https://127.0.0.1:8482;');
    expect(config).toContain('proxy_ssl_trusted_certificate /tmp/run/ca.pem;');
    expect(config).toContain('proxy_ssl_verify on;');
    expect(config).toContain('proxy_ssl_name auth-backend.internal;');
    expect(config).not.toMatch(/listen 443|listen 80;|\/srv\/pos-admin|https:\/\/auth-backend\.internal|\/var\/log/);
    expect(config).toContain('if ($console_api_refused) { return 403; }');
  });

  it('is one foreground process with its files in the run folder', () => {
    expect(config).toMatch(/^daemon off;\nmaster_process off;\npid \/tmp\/run\/nginx\.pid;/);
    expect(config).toContain('proxy_temp_path /tmp/run/proxy;');
    expect(config).toMatch(/http \{[\s\S]*server \{[\s\S]*\}\n+\}\n$/);
  });

  it('refuses an example it cannot make local', () => {
    expect(() =>
      localNginxConfig('server { listen 80; }', { port: 1, redirectPort: 2, backendPort: 3, dist: '/d', dir: '/r' }),
    ).toThrow(/listen 443 ssl/);
  });
});

describe('nginxCaseProblems', () => {
  const refused = NGINX_CASES.find((testCase) => testCase.name === 'an unmarked POST is refused');
  const spa = NGINX_CASES.find((testCase) => testCase.name === 'the SPA at /');

  it('finds nothing wrong with the answer the doc describes', () => {
    expect(refused && nginxCaseProblems(refused, { status: 403, headers: {}, body: '' })).toEqual([]);
  });

  it('names each difference: status, whether the service answered, the SPA, each header', () => {
    expect(
      refused && nginxCaseProblems(refused, { status: 200, headers: { 'x-stand-in': 'service' }, body: '{}' }),
    ).toEqual(['status 200, expected 403', 'reached the service']);
    const problems = spa
      ? nginxCaseProblems(spa, { status: 200, headers: { 'cache-control': 'no-store' }, body: '{}' })
      : [];
    expect(problems).toContain('not the SPA (index.html)');
    expect(problems).toContain('cache-control: "no-store", expected no-cache');
    expect(problems).toContain('strict-transport-security: (absent), expected max-age=63072000; includeSubDomains');
  });

  it('covers each rule of the example: the refusals, the cookie, HSTS, the Permissions-Policy and no-store', () => {
    const names = NGINX_CASES.map((testCase) => testCase.name).join('\n');
    for (const rule of [
      /unmarked POST is refused/,
      /from another site is refused/,
      /from a sibling site is refused/,
      /sign-in page/,
      /stored nowhere/,
    ]) {
      expect(names).toMatch(rule);
    }
    const headers = NGINX_CASES.flatMap((testCase) => Object.keys(testCase.headers ?? {}));
    for (const header of ['strict-transport-security', 'permissions-policy', 'set-cookie', 'cache-control'])
      expect(headers).toContain(header);
  });
});

describe('accessLogProblems', () => {
  it('finds a token of a reset or invitation link, and a log that is off', () => {
    const logged = `127.0.0.1 - - "GET ${ACCESS_LOG.present} HTTP/1.1" 200\n`;
    expect(accessLogProblems(logged)).toEqual([]);
    expect(accessLogProblems(`${logged}"GET /resetpassword/confirm/${ACCESS_LOG.absent[0]}/a HTTP/1.1"`)).toEqual([
      `${ACCESS_LOG.absent[0]} is in the access log`,
    ]);
    expect(accessLogProblems('')).toEqual([`${ACCESS_LOG.present} is not in the access log (is it on?)`]);
  });
});
