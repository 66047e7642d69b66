import { describe, expect, it } from 'vitest';
import {
  plainCell,
  benchFromResults,
  blockNames,
  fillBlocks,
  renderBlocks,
  sizesFromReport,
  staleSizes,
  withBench,
} from './quality.mjs';

const budgets = { firstPaintBytes: 200_000, routeChunkBytes: 60_000, coldOpenBytes: 230_000 };
const report = {
  initial: { bytes: 160_000 },
  firstPaint: [{ template: '/admin', bytes: 175_500 }],
  cold: [
    { template: '/admin', bytes: 175_500 },
    { template: '/admin/users', bytes: 183_000 },
  ],
  routes: [
    { template: '/admin', bytes: 3_000 },
    { template: '/admin/users', bytes: 4_700 },
  ],
};
const sizes = sizesFromReport(report, '2026-11-23T10:00:00.000Z');

describe('quality figures', () => {
  it('keeps the sizes the docs show, the heaviest cold open and the largest screen chunk by name', () => {
    expect(sizes.heaviestColdOpen).toEqual({ route: '/admin/users', bytes: 183_000 });
    expect(sizes.largestScreenChunk).toEqual({ route: '/admin/users', bytes: 4_700 });
  });

  it('calls a headline size stale only beyond the tolerance, and names it; a new light route is no change', () => {
    const heavier = { ...sizes, heaviestColdOpen: { route: '/admin/users', bytes: 184_200 } };
    expect(staleSizes(sizes, { ...sizes, initialLoad: 160_900 })).toEqual([]);
    expect(staleSizes(sizes, heavier)).toEqual([
      'heaviest cold open: 183.0 kB in docs/quality.json, 184.2 kB measured',
    ]);
    expect(staleSizes(sizes, { ...sizes, firstPaint: { '/admin': 177_000 } })).toEqual([
      'first paint /admin: 175.5 kB in docs/quality.json, 177.0 kB measured',
    ]);
    expect(staleSizes(null, sizes)).toEqual(['docs/quality.json has no sizes']);
  });

  it('takes only the timings and memory the tables show from a bench run, under its size', () => {
    const bench = benchFromResults({
      rows: 100_000,
      measuredAt: 'x',
      timings: { usersGridSortPaintMs: 236, somethingElse: 1 },
      memory: { usersGridHeapBytes: 9e7, heapRatio: 1.2 },
    });
    expect(bench).toEqual({
      rows: 100_000,
      measuredAt: 'x',
      timings: { usersGridSortPaintMs: 236 },
      memory: { usersGridHeapBytes: 9e7 },
    });
    const small = { rows: 20_000, measuredAt: 'y', timings: {}, memory: {} };
    expect(withBench(withBench(undefined, small), bench)).toEqual({ 20000: small, 100000: bench });
    expect(withBench({ 20000: small, 100000: bench }, { ...small, measuredAt: 'z' })[20000].measuredAt).toBe('z');
  });

  it('takes nothing from a run that broke off', () => {
    const failed = { rows: 1_000_000, measuredAt: 'x', timings: { usersGridSortPaintMs: 220 }, memory: {} };
    expect(() =>
      benchFromResults({ ...failed, failure: { step: 'usersGridQuickFilter', message: 'Timeout 180000ms exceeded.' } }),
    ).toThrow('the bench run failed in usersGridQuickFilter: Timeout 180000ms exceeded.');
    expect(benchFromResults(failed).timings).toEqual({ usersGridSortPaintMs: 220 });
  });

  it('takes a run of some parts into the run of its size, naming when those parts were measured', () => {
    const whole = {
      rows: 20_000,
      measuredAt: '2026-11-26T20:24:00Z',
      timings: { usersGridSortPaintMs: 104 },
      memory: {},
    };
    const machine = {
      atStart: { cpuLoopMs: 560, firstTouchMsPerGB: 4025 },
      atEnd: { cpuLoopMs: 560, firstTouchMsPerGB: 3942 },
    };
    const part = benchFromResults({
      rows: 20_000,
      measuredAt: '2026-11-27T21:10:00Z',
      timings: { importPreviewMs: 991 },
      memory: {},
      machine,
      only: ['import'],
    });
    const merged = withBench({ 20000: whole }, part)[20000];
    expect(merged.measuredAt).toBe(whole.measuredAt);
    expect(merged.timings).toEqual({ usersGridSortPaintMs: 104, importPreviewMs: 991 });
    expect(merged.parts).toEqual({ import: { measuredAt: '2026-11-27T21:10:00Z', machine } });
    const { bench } = renderBlocks({ sizes: null, bench: { 20000: merged }, suite: null }, budgets);
    expect(bench).toContain(
      '20,000 rows 2026-11-26 20:24 UTC (measured separately: import 2026-11-27 21:10 UTC, first write 4,025 ms per GB, CPU loop 560 ms (quiet))',
    );
    expect(bench).toContain(
      '| Import Users, a file of 10,000 new users: chosen to its preview | 991 ms | - | <= 2,000 ms |',
    );
    // The world's answers, timed in every run, stay as the whole run had them.
    const withWorld = benchFromResults({
      ...part,
      timings: { importPreviewMs: 991, worldUsersMs: 123 },
      only: ['import'],
    });
    expect(withWorld.timings).toEqual({ importPreviewMs: 991 });
    // A whole run replaces it all; a run of some parts with no run of its size stands alone, named as such.
    expect(withBench({ 20000: merged }, whole)[20000]).toEqual(whole);
    const alone = withBench(undefined, part)[20000];
    expect(alone.timings).toEqual({ importPreviewMs: 991 });
    expect(alone.parts).toEqual({ import: { measuredAt: '2026-11-27T21:10:00Z', machine } });
    expect('only' in alone).toBe(false);
  });

  it("keeps a run's machine probe and shows it below the figures, n/a where a run has none", () => {
    const machine = {
      atStart: { cpuLoopMs: 120, firstTouchMsPerGB: 4012, rewriteMsPerGB: 50 },
      atEnd: { cpuLoopMs: 130, firstTouchMsPerGB: 3900, rewriteMsPerGB: 52 },
    };
    const probed = benchFromResults({ rows: 100_000, measuredAt: 'x', timings: {}, memory: {}, machine });
    expect(probed.machine).toEqual(machine);
    const older = benchFromResults({ rows: 20_000, measuredAt: 'y', timings: {}, memory: {} });
    expect('machine' in older).toBe(false);
    const { bench, summary } = renderBlocks(
      { sizes: null, bench: { 20000: older, 100000: probed }, suite: null },
      budgets,
    );
    expect(summary).toContain(
      "| the machine at the bench's start: first write to fresh memory, ms per GB ([why](docs/quality.md#timings)) | n/a | 4,012 ms | - |",
    );
    expect(bench).toContain(
      "| the machine at the run's start, then its end: CPU loop / first write to fresh memory, ms per GB (from 256 MB) | n/a, then n/a | - | 120 ms / 4,012 ms, then 130 ms / 3,900 ms (quiet) | - | reported |",
    );
    expect(renderBlocks({ sizes: null, bench: { 20000: older }, suite: null }, budgets).bench).not.toContain(
      'the machine',
    );
  });

  it('gives the plain table figure with how many times this console it took', () => {
    expect(plainCell(180, 592)).toBe('592 ms (3.3x)');
    expect(plainCell(200, 100)).toBe('100 ms (0.5x)');
    expect(plainCell(undefined, 592)).toBe('592 ms');
    expect(plainCell(180, undefined)).toBe('n/a');
  });

  it('fills the generated blocks a document has and leaves the rest of it alone', () => {
    const blocks = renderBlocks({ sizes, bench: null, suite: null }, budgets);
    const doc = 'Intro\n<!-- generated:sizes -->\nold\n<!-- /generated:sizes -->\nOutro';
    const filled = fillBlocks(doc, blocks);
    expect(blockNames(filled)).toEqual(['sizes']);
    expect(filled.startsWith('Intro\n<!-- generated:sizes -->\nMeasured 2026-11-23 10:00 UTC')).toBe(true);
    expect(filled).toContain('| heaviest cold open (`/admin/users`) | 183.0 kB | 230.0 kB |');
    expect(filled.endsWith('<!-- /generated:sizes -->\nOutro')).toBe(true);
    expect(fillBlocks(filled, blocks)).toBe(filled);
  });

  it('says what is not measured yet, and n/a for a timing a run did not take; each size is a column', () => {
    const at = (rows, timings) => ({ rows, measuredAt: 'y', timings, memory: {} });
    const blocks = renderBlocks(
      {
        sizes: null,
        bench: {
          20000: at(20_000, { usersGridExportPaintMs: 74, usersGridExportMs: 474 }),
          100000: at(100_000, { usersGridExportPaintMs: 90, usersGridExportMs: 900 }),
        },
        suite: null,
      },
      budgets,
    );
    expect(blocks.sizes).toContain('Not measured yet');
    expect(blocks.suite).toContain('Not measured yet');
    expect(blocks.bench).toContain(
      '| operation | this console, 20,000 | plain, 20,000 (x this) | this console, 100,000 | plain, 100,000 (x this) | target |',
    );
    expect(blocks.bench).toContain(
      '| Export CSV of every row, click to next paint (the button busy) | 74 ms | - | 90 ms | - | <= 200 ms (slow hour: 300) |',
    );
    expect(blocks.bench).toContain(
      '| the same, the click to the file handed to the browser (reported) | 474 ms | - | 900 ms | - | reported |',
    );
    expect(blocks.summary).toContain('| figure | now (the bench at 20,000 rows) | at 100,000 rows | target |');
    expect(blocks.summary).toContain(
      '| Export CSV of every row, click to next paint | 74 ms | 90 ms | 200 ms (slow hour: 300) |',
    );
    expect(blocks.summary).toContain('| Users grid: sort, click to next paint | n/a | n/a | 200 ms (slow hour: 300) |');
    expect(renderBlocks({ sizes: null, bench: null, suite: null }, budgets).bench).toContain('Not measured yet');
  });
});
