import { describe, expect, it } from 'vitest';
import { testCodeFindings } from './test-code.mjs';

describe('testCodeFindings', () => {
  it('finds nothing in a build without test-only code', () => {
    expect(testCodeFindings([{ name: 'assets/app-1.js', text: 'const a="en-GB";fetch("/api/user")' }])).toEqual([]);
  });

  it('names each marker, in any case, and each test-only chunk, referenced or not', () => {
    expect(
      testCodeFindings([
        { name: 'assets/app-1.js', text: 'h.set("X-Mock-Persona",p);new URLSearchParams(s).get("mockPrefer")' },
        { name: 'assets/pseudo-locale-kc.js', text: 'const A="àƀçðéƒĝĥ"' },
        { name: 'assets/main-2.js', text: 'window.__e2eQueryClient=q' },
      ]),
    ).toEqual([
      `assets/app-1.js: "mockPrefer", the mock's forced-answer switch (src/api/mock-prefer.ts)`,
      `assets/app-1.js: "x-mock-persona", the mock's persona header (src/api/mock-prefer.ts)`,
      'assets/pseudo-locale-kc.js: a test-only chunk',
      `assets/pseudo-locale-kc.js: "àƀçðéƒ", the pseudo-locale's alphabet (src/lib/pseudo-locale.ts)`,
      'assets/main-2.js: "__e2e", the e2e hooks on window (src/main.tsx, src/app/e2e-hooks.ts)',
    ]);
  });
});
