import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/deploy.md's nginx example is what operators copy: it keeps the hardening of the security reviews. The rules
 * are checked against a real nginx by scripts/check-nginx-example.mjs (run by hand: CI has no nginx; see the doc);
 * this keeps them from being dropped.
 */
const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'deploy.md'), 'utf8');
const nginx = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';

/** The body of the nginx `location` block that starts with `header` (up to its closing brace at 4 spaces). */
function locationBlock(header: string): string {
  const start = nginx.indexOf(`    location ${header} {`);
  if (start < 0) return '';
  const end = nginx.indexOf('\n    }\n', start);
  return nginx.slice(start, end < 0 ? undefined : end);
}

describe('docs/deploy.md nginx example', () => {
  it('has the example', () => {
    expect(nginx).toContain('server {');
  });

  it('never serves the build manifest (/.vite/)', () => {
    expect(locationBlock('^~ /.vite/')).toMatch(/return 404;/);
  });

  it('sends Cross-Origin-Opener-Policy: same-origin with the HTML (and says so in the headers list)', () => {
    expect(locationBlock('/')).toMatch(/add_header Cross-Origin-Opener-Policy same-origin always;/);
    expect(doc).toContain('`Cross-Origin-Opener-Policy: same-origin`');
  });

  it('refuses logout as a cross-site GET, in any case and with a trailing slash (and says the service must too)', () => {
    const logout = locationBlock('~* ^/authentication/logout/*$');
    expect(logout).toMatch(/if \(\$http_sec_fetch_site ~ \^\(cross-site\|same-site\)\$\) \{ return 403; \}/);
    expect(logout).toContain('proxy_pass');
    expect(doc).toMatch(/## Logout must not be a cross-site GET/);
  });
});

describe('docs/deploy.md nginx example: what the browser cannot close', () => {
  const api = locationBlock('/');
  const backend = locationBlock('@backend');

  it('refuses (403) a non-GET API request without the marker, or from another site', () => {
    expect(nginx).toContain('map "$request_method $console_api_marker $http_sec_fetch_site" $console_api_refused {');
    expect(nginx).toMatch(/"~\^\(GET\|HEAD\) " +0;/);
    expect(nginx).toMatch(/"~\^\[A-Z\]\+ 0 " +1;/);
    expect(nginx).toMatch(/"~ \(cross-site\|same-site\)\$" +1;/);
    // Refused before the request can be handed to the service.
    expect(api).toMatch(/if \(\$console_api_refused\) \{ return 403; \}\n\s+if \(\$request_method !~/);
    expect(doc).toMatch(/## What the proxy refuses/);
  });

  it('makes the session cookie SameSite=Lax; Secure; HttpOnly (and documents it)', () => {
    expect(nginx).toContain('proxy_cookie_flags ~^(__Host-)?\\.AspNetCore\\. secure httponly samesite=lax;');
    expect(doc).toMatch(/## The session cookie/);
    expect(doc).toContain('`SameSite=Lax; Secure; HttpOnly`');
  });

  it('sends HSTS on every answer, in each location that has headers of its own', () => {
    expect(nginx).toContain('set $hsts "max-age=63072000; includeSubDomains";');
    expect(nginx).toMatch(/\n {4}add_header Strict-Transport-Security \$hsts always;/);
    for (const header of ['/', '/assets/', '@backend']) {
      expect(locationBlock(header), header).toContain('add_header Strict-Transport-Security $hsts always;');
    }
  });

  it('sends a Permissions-Policy with the HTML that turns the powerful features off and lets the copy buttons write', () => {
    expect(api).toContain('add_header Permissions-Policy $permissions always;');
    const policy = /set \$permissions "([^"]+)";/.exec(nginx)?.[1] ?? '';
    for (const feature of [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'clipboard-read=()',
      'clipboard-write=(self)',
    ]) {
      expect(policy).toContain(feature);
    }
  });

  it("sends Cache-Control: no-store on the API answers (they can carry secrets), replacing the service's own", () => {
    expect(backend).toContain('proxy_hide_header Cache-Control;');
    expect(backend).toContain('add_header Cache-Control "no-store" always;');
    expect(doc).toMatch(/## API answers that carry secrets are stored nowhere/);
  });
});

describe('docs/deploy.md nginx example: the transport and what leaks', () => {
  const sslBlock = nginx.slice(nginx.indexOf('listen 443 ssl;'));

  it('reaches the service over TLS with its certificate verified for its name', () => {
    for (const directive of [
      'proxy_ssl_verify on;',
      'proxy_ssl_trusted_certificate /etc/nginx/auth-backend-ca.pem;',
      'proxy_ssl_name auth-backend.internal;',
      'proxy_ssl_server_name on;',
    ]) {
      expect(sslBlock, directive).toContain(directive);
    }
    expect(nginx).not.toMatch(/proxy_pass http:/);
  });

  it('offers TLS 1.2 and 1.3 only, hides its version, and only redirects on port 80', () => {
    expect(sslBlock).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    expect(sslBlock).toContain('server_tokens off;');
    const plain = nginx.slice(nginx.indexOf('listen 80;'), nginx.indexOf('listen 443 ssl;'));
    expect(plain).toContain('return 301 https://$host$request_uri;');
    expect(plain).toContain('server_tokens off;');
    expect(plain).not.toMatch(/location|proxy_pass|root /);
  });

  it('makes the session cookie host-only (__Host-: Path=/, Secure, no Domain), as the contract names it', () => {
    const contract = readFileSync(join(import.meta.dirname, '..', 'openapi', 'openapi.yaml'), 'utf8');
    expect(contract).toMatch(/in: cookie\n\s+name: __Host-\.AspNetCore\.Cookies\n/);
    expect(nginx).toContain('proxy_cookie_path ~^/.+ /;');
    expect(nginx).not.toContain('proxy_cookie_domain');
    expect(doc).toContain('`__Host-.AspNetCore.Cookies`');
  });

  it('sends no Referer from the console and keeps token paths out of the access log', () => {
    expect(locationBlock('/')).toContain('add_header Referrer-Policy no-referrer always;');
    expect(nginx).toMatch(
      /map \$request_uri \$console_loggable \{[^}]*"~\*\^\/\+\(resetpassword\|invitations\)\/" +0;/,
    );
    expect(sslBlock).toMatch(/access_log \S+ combined if=\$console_loggable;/);
    const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    expect(html).toContain('<meta name="referrer" content="no-referrer" />');
  });

  it("gives the service's own pages frame-ancestors, nosniff, no-referrer and HSTS", () => {
    for (const header of ['/authentication/', '~* ^/authentication/logout/*$']) {
      const block = locationBlock(header);
      expect(block, header).toContain(`add_header Content-Security-Policy "frame-ancestors 'none'" always;`);
      expect(block, header).toContain('add_header X-Content-Type-Options nosniff always;');
      expect(block, header).toContain('add_header Referrer-Policy no-referrer always;');
      expect(block, header).toContain('add_header Strict-Transport-Security $hsts always;');
    }
  });
});
