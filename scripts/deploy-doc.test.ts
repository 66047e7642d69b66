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

  it('refuses logout as a cross-site GET (and says the service must too)', () => {
    const logout = locationBlock('= /authentication/logout');
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
    expect(nginx).toMatch(/proxy_cookie_flags ~\^\\\.AspNetCore\\\. secure httponly samesite=lax;/);
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
