// docs/deploy.md's nginx example, run for real by scripts/check-nginx-example.mjs: its configuration made local
// (plain HTTP on a local port, the build folder, a stand-in service), and the requests it must answer as the doc says.

/** The example's text (the doc's ```nginx block): the `map`s and the `server`, http-level content. */
export function nginxExampleOf(doc) {
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md has no ```nginx block');
  return block;
}

/**
 * A complete nginx.conf running `example` with its HTTPS server on 127.0.0.1:`port` over plain HTTP and its
 * redirecting port-80 server on 127.0.0.1:`redirectPort`, serving `dist`, with the service at
 * https://127.0.0.1:`backendPort` verified against the CA in `trustedCa` (for the name the example gives), its pid,
 * logs and temporary files in `dir`; one foreground process (stopped by pid).
 */
export function localNginxConfig(
  example,
  { port, redirectPort, backendPort, dist, dir, trustedCa, mimeTypes = '/etc/nginx/mime.types' },
) {
  const replaced = [
    [/listen 443 ssl;/g, `listen 127.0.0.1:${port};`],
    [/listen 80;/g, `listen 127.0.0.1:${redirectPort};`],
    [/root \/srv\/pos-admin\/dist;/g, `root ${dist};`],
    [/access_log \/var\/log\/nginx\/pos-admin\.access\.log /g, `access_log ${dir}/access.log `],
    [
      /proxy_ssl_trusted_certificate \/etc\/nginx\/auth-backend-ca\.pem;/g,
      `proxy_ssl_trusted_certificate ${trustedCa};`,
    ],
    [/proxy_pass https:\/\/auth-backend\.internal;/g, `proxy_pass https://127.0.0.1:${backendPort};`],
  ];
  let server = example;
  for (const [pattern, replacement] of replaced) {
    // Without a redirect server, an access log or a trusted CA the example still runs (the cases then fail).
    if (!pattern.test(server) && !OPTIONAL.has(String(pattern))) throw new Error(`the example has no ${pattern}`);
    server = server.replace(pattern, replacement);
  }
  return [
    'daemon off;',
    'master_process off;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events {}',
    'http {',
    `    include ${mimeTypes};`,
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`),
    server,
    '}',
    '',
  ].join('\n');
}

const OPTIONAL = new Set([
  String(/listen 80;/g),
  String(/access_log \/var\/log\/nginx\/pos-admin\.access\.log /g),
  String(/proxy_ssl_trusted_certificate \/etc\/nginx\/auth-backend-ca\.pem;/g),
]);

/** The name the example verifies the service's certificate for (`proxy_ssl_name`). */
export const SERVICE_NAME = 'auth-backend.internal';

/** Tokens in page paths that the access log must never hold, and a path it must hold (logging is on). */
export const ACCESS_LOG = { absent: ['reset-Tok3n-9Qw', 'invite-Tok3n-4Er'], present: '/admin/summary/' };

/** The problems of the access log's text (none: tokens left out, other requests logged). */
export function accessLogProblems(text) {
  const problems = ACCESS_LOG.absent
    .filter((token) => text.includes(token))
    .map((token) => `${token} is in the access log`);
  if (!text.includes(ACCESS_LOG.present)) problems.push(`${ACCESS_LOG.present} is not in the access log (is it on?)`);
  return problems;
}

const CSP = /default-src 'self'; script-src 'self';/;
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The requests the example must answer as docs/deploy.md says. `service`: whether the stand-in service answered (it
 * marks its answers `x-stand-in: service`); `headers`: answer headers (a string, a RegExp, or null for "absent").
 * `asset` stands for the path of a built asset. The stand-in answers /authentication/login with a session cookie
 * and everything with `Cache-Control: public, max-age=60`.
 */
export const NGINX_CASES = [
  {
    name: 'the SPA at /',
    path: '/',
    status: 200,
    service: false,
    html: true,
    headers: {
      'cache-control': 'no-cache',
      'content-security-policy': CSP,
      'strict-transport-security': HSTS,
      'permissions-policy': /camera=\(\).*clipboard-write=\(self\)/,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      // server_tokens off: no version.
      server: 'nginx',
    },
  },
  {
    name: 'plain HTTP only redirects to HTTPS',
    listener: 'redirect',
    path: '/admin/users?x=1',
    status: 301,
    service: false,
    headers: { location: 'https://127.0.0.1/admin/users?x=1', server: 'nginx' },
  },
  {
    name: 'a reset link (its token is not logged)',
    path: `/resetpassword/confirm/${ACCESS_LOG.absent[0]}/ann%40example.com`,
    status: 200,
    service: false,
    html: true,
    headers: { 'referrer-policy': 'no-referrer' },
  },
  {
    name: 'an invitation link (its token is not logged)',
    path: `/invitations/accept/${ACCESS_LOG.absent[1]}/ann%40example.com`,
    status: 200,
    service: false,
    html: true,
    headers: { 'referrer-policy': 'no-referrer' },
  },
  {
    name: 'a deep link (history fallback)',
    path: '/organisation/x/links',
    status: 200,
    service: false,
    html: true,
    headers: { 'content-security-policy': CSP, 'permissions-policy': /geolocation=\(\)/ },
  },
  {
    name: 'an unmarked GET of an API path is the SPA',
    path: '/admin/summary/',
    status: 200,
    service: false,
    html: true,
  },
  {
    name: 'a path with a malformed escape is the SPA',
    path: '/admin/users/edit/%E0%A4%A',
    status: 200,
    service: false,
    html: true,
  },
  {
    name: 'a built asset, cached for a year',
    path: 'asset',
    status: 200,
    service: false,
    headers: { 'cache-control': 'public, max-age=31536000, immutable', 'strict-transport-security': HSTS },
  },
  { name: 'a missing asset', path: '/assets/missing-0000.js', status: 404, service: false },
  { name: 'the build manifest', path: '/.vite/manifest.json', status: 404, service: false },
  {
    name: 'a marked GET reaches the service, stored nowhere',
    path: '/admin/summary/',
    headers: { 'cache-control': 'no-store', 'strict-transport-security': HSTS },
    request: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' },
    status: 200,
    service: true,
  },
  {
    name: 'a marked POST reaches the service, stored nowhere',
    method: 'POST',
    path: '/api/user/batch',
    request: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' },
    status: 200,
    service: true,
    headers: { 'cache-control': 'no-store' },
  },
  {
    name: 'a marked POST without Sec-Fetch-Site (an older browser) reaches the service',
    method: 'POST',
    path: '/api/POSCoreInstance/batch',
    request: { 'x-requested-with': 'XMLHttpRequest' },
    status: 200,
    service: true,
  },
  {
    name: 'an unmarked POST is refused',
    method: 'POST',
    path: '/api/user/batch',
    request: { 'sec-fetch-site': 'same-origin' },
    status: 403,
    service: false,
  },
  { name: 'an unmarked PUT is refused', method: 'PUT', path: '/api/user/batch', status: 403, service: false },
  { name: 'an unmarked DELETE is refused', method: 'DELETE', path: '/api/user/batch', status: 403, service: false },
  {
    name: 'an unmarked OPTIONS (a CORS preflight) is refused',
    method: 'OPTIONS',
    path: '/api/user/batch',
    request: { origin: 'https://evil.example' },
    status: 403,
    service: false,
  },
  {
    name: 'a marked POST from another site is refused',
    method: 'POST',
    path: '/api/user/batch',
    request: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'cross-site' },
    status: 403,
    service: false,
  },
  {
    name: 'a marked POST from a sibling site is refused',
    method: 'POST',
    path: '/passwordreset/confirm',
    request: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-site' },
    status: 403,
    service: false,
  },
  {
    name: "the service's sign-in page",
    path: '/authentication/login',
    status: 200,
    service: true,
    headers: {
      'strict-transport-security': HSTS,
      // The stand-in sets it with Path=/authentication: the proxy makes it a valid __Host- cookie.
      'set-cookie': /^__Host-\.AspNetCore\.Cookies=stand-in; Path=\/; Secure; HttpOnly; SameSite=Lax$/,
      'content-security-policy': "frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  },
  {
    name: "the service's sign-in form posts without the marker",
    method: 'POST',
    path: '/authentication/login',
    request: { 'sec-fetch-site': 'same-origin' },
    status: 200,
    service: true,
  },
  {
    name: 'logout from the console',
    path: '/authentication/logout',
    request: { 'sec-fetch-site': 'same-origin' },
    status: 200,
    service: true,
  },
  {
    name: 'logout from another site is refused',
    path: '/authentication/logout',
    request: { 'sec-fetch-site': 'cross-site' },
    status: 403,
    service: false,
  },
  {
    name: 'logout from another site is refused in any case',
    path: '/authentication/Logout',
    request: { 'sec-fetch-site': 'cross-site' },
    status: 403,
    service: false,
  },
  {
    name: 'logout from a sibling site is refused with a trailing slash',
    path: '/authentication/LOGOUT/',
    request: { 'sec-fetch-site': 'same-site' },
    status: 403,
    service: false,
  },
  {
    name: 'logout with a trailing slash from the console',
    path: '/authentication/logout/',
    request: { 'sec-fetch-site': 'same-origin' },
    status: 200,
    service: true,
    headers: { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' },
  },
];

/** With the service's certificate not issued by the trusted CA, a call must fail (502), never reach it. */
export const UNTRUSTED_SERVICE_CASE = {
  name: 'a service whose certificate the trusted CA did not issue is not reached',
  path: '/admin/summary/',
  request: { 'x-requested-with': 'XMLHttpRequest', 'sec-fetch-site': 'same-origin' },
  status: 502,
  service: false,
};

/** The problems of an answer to `testCase` (none: it is as the doc says). */
export function nginxCaseProblems(testCase, { status, headers, body }) {
  const problems = [];
  if (status !== testCase.status) problems.push(`status ${status}, expected ${testCase.status}`);
  const fromService = headers['x-stand-in'] === 'service';
  if (fromService !== testCase.service)
    problems.push(testCase.service ? 'did not reach the service' : 'reached the service');
  if (testCase.html && !/<div id="root"|<!doctype html>/i.test(body)) problems.push('not the SPA (index.html)');
  for (const [name, expected] of Object.entries(testCase.headers ?? {})) {
    const value = headers[name];
    const text = Array.isArray(value) ? value.join('\n') : value;
    const ok =
      expected === null
        ? text === undefined
        : expected instanceof RegExp
          ? expected.test(text ?? '')
          : text === expected;
    if (!ok) problems.push(`${name}: ${text === undefined ? '(absent)' : JSON.stringify(text)}, expected ${expected}`);
  }
  return problems;
}
