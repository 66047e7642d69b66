// What no production build may carry: the test-only code that `__QA_SWITCHES__` (build/api-mode.ts) keeps out.
// Pure: scripts/check-test-code.mjs reads the build and reports what this finds.

/** Texts that only test-only code holds, each with what it gives away. */
export const TEST_CODE_MARKERS = [
  { text: 'mockPersona', what: "the mock's persona switch (src/api/mock-prefer.ts)" },
  { text: 'mockPrefer', what: "the mock's forced-answer switch (src/api/mock-prefer.ts)" },
  { text: 'x-mock-persona', what: "the mock's persona header (src/api/mock-prefer.ts)" },
  { text: '__e2e', what: 'the e2e hooks on window (src/main.tsx, src/app/e2e-hooks.ts)' },
  { text: 'àƀçðéƒ', what: "the pseudo-locale's alphabet (src/lib/pseudo-locale.ts)" },
];

/** A file name that only a test-only chunk has (an emitted chunk, referenced or not, still ships). */
const TEST_CHUNK = /pseudo|e2e-hooks|mock-prefer/i;

/**
 * The findings in a build's files (`{ name, text }`, name relative to the build folder): one line per marker per
 * file, and per test-only chunk. None: the build carries no test-only code.
 */
export function testCodeFindings(files) {
  const findings = [];
  for (const { name, text } of files) {
    if (TEST_CHUNK.test(name)) findings.push(`${name}: a test-only chunk`);
    const lower = text.toLowerCase();
    for (const marker of TEST_CODE_MARKERS) {
      if (lower.includes(marker.text.toLowerCase())) findings.push(`${name}: "${marker.text}", ${marker.what}`);
    }
  }
  return findings;
}
