import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/deploy.md's nginx example is what operators copy: it keeps the hardening of the security review (issue 15).
 * The rules were checked against a real nginx once (see the doc); this keeps them from being dropped.
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
