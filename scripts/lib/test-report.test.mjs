import { describe, expect, it } from 'vitest';
import { flakyTests, slowestFiles, testCounts } from './test-report.mjs';

const result = (ms) => ({ duration: ms });
const playwright = {
  stats: { expected: 3, unexpected: 1, flaky: 1 },
  suites: [
    {
      file: 'a.spec.ts',
      specs: [{ file: 'a.spec.ts', tests: [{ results: [result(1000), result(500)] }] }],
      suites: [{ specs: [{ file: 'a.spec.ts', tests: [{ results: [result(2000)] }] }] }],
    },
    {
      file: 'b.spec.ts',
      specs: [{ file: 'b.spec.ts', tests: [{ results: [result(4000)] }, { results: [result(1)] }] }],
    },
  ],
};

describe('slowestFiles', () => {
  it('adds up the time of every attempt of every test of a file, nested suites too, slowest first', () => {
    expect(slowestFiles(playwright, 10)).toEqual([
      { file: 'b.spec.ts', seconds: 4.001, tests: 2 },
      { file: 'a.spec.ts', seconds: 3.5, tests: 2 },
    ]);
    expect(slowestFiles(playwright, 1).map((f) => f.file)).toEqual(['b.spec.ts']);
  });
});

describe('testCounts', () => {
  it('counts flaky e2e tests as passed, and copes with a phase that did not run', () => {
    expect(testCounts({ numPassedTests: 10, numFailedTests: 2 }, playwright)).toEqual({ passed: 14, failures: 3 });
    expect(testCounts(null, null)).toEqual({ passed: 0, failures: 0 });
  });
});

describe('flakyTests', () => {
  it('names the tests that passed only on their retry, by file and titles', () => {
    const report = {
      suites: [
        {
          title: 'grid.spec.ts',
          specs: [{ file: 'grid.spec.ts', title: 'loads', tests: [{ status: 'expected' }] }],
          suites: [
            {
              title: 'the column chooser',
              specs: [{ file: 'grid.spec.ts', title: 'Hide all', tests: [{ status: 'flaky' }] }],
            },
          ],
        },
      ],
    };
    expect(flakyTests(report)).toEqual(['grid.spec.ts › the column chooser › Hide all']);
    expect(flakyTests({ suites: [] })).toEqual([]);
  });
});
