// Reading the test reports of `npm test` (scripts/test.mjs): Vitest's and Playwright's JSON reports.

/** Each e2e spec file's tests' time added up (every attempt), slowest first: `{ file, seconds, tests }`. */
export function slowestFiles(playwrightReport, count) {
  const seconds = new Map();
  const tests = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const time = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000;
        seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + time);
        tests.set(spec.file, (tests.get(spec.file) ?? 0) + 1);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwrightReport.suites ?? []) walk(suite);
  return [...seconds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, time]) => ({ file, seconds: time, tests: tests.get(file) }));
}

/** The e2e tests that failed first and passed on their retry, as `file › title`. */
export function flakyTests(playwrightReport) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push(`${spec.file} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...path, child.title] : path);
  };
  for (const suite of playwrightReport.suites ?? []) walk(suite, []);
  return titles;
}

/** Passed and failed tests of both reports (either may be null: its phase did not run). A flaky e2e test passed. */
export function testCounts(vitestReport, playwrightReport) {
  let passed = 0;
  let failed = 0;
  if (vitestReport) {
    passed += vitestReport.numPassedTests ?? 0;
    failed += vitestReport.numFailedTests ?? 0;
  }
  if (playwrightReport) {
    const stats = playwrightReport.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  return { passed, failures: failed };
}
