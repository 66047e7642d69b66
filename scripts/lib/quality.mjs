// The quality figures of docs/quality.md and the README's summary table, rendered from docs/quality.json (what
// `check:size`, `npm run bench` and `npm test` measured), and the check that keeps the three in step.
import { machineState, SLOW_CPU_LOOP_MS } from './machine-probe.mjs';

/** How far a committed size may be from a fresh build's before `check:size` calls the figures stale. */
export const SIZE_TOLERANCE_BYTES = 1000;

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en-GB')} ms` : 'n/a');
const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
const day = (iso) => (iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : 'not measured');

/** The sizes the bench runs at, each a column of the tables (`npm run bench -- --rows N`). */
export const BENCH_SIZES = [20_000, 100_000];

/**
 * An interaction's target: 200 ms on a quiet hour (a good Interaction to Next Paint), 300 ms on a slow one (the machine
 * probe's CPU loop over SLOW_CPU_LOOP_MS, machine-probe.mjs).
 */
const INTERACTION = { target: 200, slowTarget: 300 };
const INTERACTION_TEXT = `${INTERACTION.target} ms (slow hour: ${INTERACTION.slowTarget})`;

/** The bench figures shown, each with the plain mantine-react-table's figure where the bench measures one. */
export const BENCH_ROWS = [
  { label: '`/admin` to content, cold / warm', keys: ['adminContentColdMs', 'adminContentWarmMs'], target: 1000 },
  { label: "the root organisation's summary (a super user), cold", keys: ['organisationSummaryColdMs'] },
  {
    label: 'Users grid: first rows painted, from the navigation (includes the answer)',
    keys: ['usersGridFirstRowsSinceNavigationPaintMs'],
    plain: 'plainGridFirstRowsSinceNavigationPaintMs',
    target: 1000,
  },
  {
    label: "the same, the grid's own rows (usable; the first rows above may be its stand-in's, reported)",
    keys: ['usersGridOwnRowsSinceNavigationPaintMs'],
  },
  {
    label: 'Users grid: first rows after the answer, in the DOM',
    keys: ['usersGridFirstRowsAfterAnswerMs'],
    plain: 'plainGridFirstRowsAfterAnswerMs',
    target: 300,
  },
  {
    label: 'the same, painted',
    keys: ['usersGridFirstRowsAfterAnswerPaintMs'],
    plain: 'plainGridFirstRowsAfterAnswerPaintMs',
    target: 300,
  },
  {
    label: 'the longest task from the navigation until the whole list is in the table (reported)',
    keys: ['usersGridLoadLongestTaskMs'],
  },
  {
    label: 'sort, click to next paint',
    keys: ['usersGridSortPaintMs'],
    plain: 'plainGridSortPaintMs',
    ...INTERACTION,
  },
  { label: 'sort, wall-clock to the first sorted row', keys: ['usersGridSortMs'], plain: 'plainGridSortMs' },
  { label: 'quick filter', keys: ['usersGridQuickFilterMs'], plain: 'plainGridQuickFilterMs', ...INTERACTION },
  {
    label: 'select-all of about 1,000 rows + bulk delete, clicks to next paint (plain: select-all alone)',
    keys: ['usersGridSelectAllBulkDeletePaintMs'],
    plain: 'plainGridSelectAllPaintMs',
    ...INTERACTION,
  },
  {
    label: 'Export CSV of every row, click to next paint (the button busy)',
    keys: ['usersGridExportPaintMs'],
    ...INTERACTION,
  },
  { label: 'the same, the click to the file handed to the browser (reported)', keys: ['usersGridExportMs'] },
  {
    label: 'the longest task during a sort / the quick filter / select-all + bulk delete / the export',
    keys: [
      'usersGridSortLongestTaskMs',
      'usersGridQuickFilterLongestTaskMs',
      'usersGridSelectAllBulkDeleteLongestTaskMs',
      'usersGridExportLongestTaskMs',
    ],
    target: 200,
  },
  {
    label:
      "Organisations tree: filter matching all and expand all, after the answer (a large tree's top shown, busy) / including it",
    keys: ['organisationsTreeFilterExpandAllAfterAnswerPaintMs', 'organisationsTreeFilterExpandAllMs'],
    ...INTERACTION,
  },
  { label: 'the same, the whole tree in, after the answer (reported)', keys: ['organisationsTreeWholeAfterAnswerMs'] },
  {
    label: 'tree collapse / expand',
    keys: ['organisationsTreeCollapseMs', 'organisationsTreeExpandMs'],
    ...INTERACTION,
  },
  { label: 'Command palette: first search', keys: ['paletteFirstSearchMs'], ...INTERACTION },
  { label: 'Command palette: a later search', keys: ['paletteSearchMs'], target: 100 },
  {
    label: "the longest task during the tree's filter / the palette's first search / a later search",
    keys: ['organisationsTreeFilterLongestTaskMs', 'paletteFirstSearchLongestTaskMs', 'paletteSearchLongestTaskMs'],
    target: 200,
  },
  {
    label: "the longest task typing, key by key, in the tree's filter box / the palette",
    keys: ['organisationsTreeTypingLongestTaskMs', 'paletteTypingLongestTaskMs'],
    target: 100,
  },
  { label: 'Import Users, a file of 10,000 new users: chosen to its preview', keys: ['importPreviewMs'], target: 2000 },
  {
    label: 'the same, the longest task from the file chosen to its preview',
    keys: ['importPreviewLongestTaskMs'],
    target: 100,
  },
  {
    label: 'the same, confirmed to its report on the world: the longest task / the whole import (reported)',
    keys: ['importSendLongestTaskMs', 'importSendMs'],
    target: 200,
  },
  {
    label: "A record's History of 10,000 entries: the first page painted after its answer",
    keys: ['historyFirstPageAfterAnswerPaintMs'],
    target: 300,
  },
  {
    label: 'the same, 10 pages loaded with Load more: the longest task while scrolling them / while loading them',
    keys: ['historyScrollLongestTaskMs', 'historyLoadMoreLongestTaskMs'],
    target: 100,
  },
  { label: 'the same, Load more: click to next paint', keys: ['historyLoadMorePaintMs'], target: 300 },
  { label: 'The world: every user, answered / behind Prism', keys: ['worldUsersMs', 'worldUsersBehindPrismMs'] },
];

/** The memory figures shown: the page's JS heap once the Users grid holds every row. */
const BENCH_MEMORY = [
  { label: 'JS heap, Users grid loaded (plain: its table)', key: 'usersGridHeapBytes', plain: 'plainGridHeapBytes' },
];

/** The part of check:size's report that docs/quality.json keeps. */
export function sizesFromReport(report, measuredAt) {
  const byBytes = (a, b) => b.bytes - a.bytes;
  const [heaviest] = [...report.cold].sort(byBytes);
  const [largest] = [...report.routes].sort(byBytes);
  return {
    measuredAt,
    initialLoad: report.initial.bytes,
    firstPaint: Object.fromEntries(report.firstPaint.map((r) => [r.template, r.bytes])),
    heaviestColdOpen: heaviest ? { route: heaviest.template, bytes: heaviest.bytes } : null,
    largestScreenChunk: largest ? { route: largest.template, bytes: largest.bytes } : null,
  };
}

/**
 * The parts of the bench (`BENCH_ONLY=grid,import`), each by the first words of its figures' names. The world's own
 * answers are timed in every run and belong to none: a run of some parts leaves them as the whole run had them.
 */
export const BENCH_PARTS = {
  admin: ['adminContent', 'organisationSummary'],
  grid: ['usersGrid', 'plainGrid'],
  tree: ['organisationsTree'],
  palette: ['palette'],
  import: ['import'],
  history: ['history'],
};

/** The bench figures docs/quality.json keeps of a run: its size, the timings and memory the tables show. */
export function benchFromResults(results) {
  // A run that broke off (the bench writes what it measured until then) is a finding, not the figures of its size.
  if (results.failure)
    throw new Error(`the bench run failed in ${results.failure.step ?? 'setting up'}: ${results.failure.message}`);
  const only = results.only?.length ? results.only : null;
  const prefixes = only ? only.flatMap((part) => BENCH_PARTS[part] ?? []) : null;
  const measured = (key) => !prefixes || prefixes.some((prefix) => key.startsWith(prefix));
  const wanted = new Set(BENCH_ROWS.flatMap((row) => [...row.keys, ...(row.plain ? [row.plain] : [])]));
  const timings = Object.fromEntries(
    Object.entries(results.timings ?? {}).filter(([key]) => wanted.has(key) && measured(key)),
  );
  const memory = Object.fromEntries(
    BENCH_MEMORY.flatMap((row) => [row.key, row.plain])
      .filter((key) => typeof results.memory?.[key] === 'number' && measured(key))
      .map((key) => [key, results.memory[key]]),
  );
  const machine = results.machine ? { machine: results.machine } : {};
  const parts = only ? { only } : {};
  return { rows: results.rows ?? 20_000, measuredAt: results.measuredAt, timings, memory, ...machine, ...parts };
}

/**
 * docs/quality.json's bench figures with a run's added under its size (a run at another size keeps its own). A run of
 * some parts (`BENCH_ONLY`) updates those parts' figures in the run of its size and notes when, with the machine's
 * speed then; a whole run replaces the run of its size.
 */
export function withBench(benches, run) {
  const key = String(run.rows);
  if (!run.only) return { ...(benches ?? {}), [key]: run };
  const { only, ...figures } = run;
  // A run of some parts with no run of its size yet stands alone, its parts named as measured on their own.
  const earlier = benches?.[key] ?? { ...figures, timings: {}, memory: {} };
  const measured = { measuredAt: run.measuredAt, ...(run.machine ? { machine: run.machine } : {}) };
  const merged = {
    ...earlier,
    timings: { ...earlier.timings, ...run.timings },
    memory: { ...earlier.memory, ...run.memory },
    parts: { ...earlier.parts, ...Object.fromEntries(only.map((part) => [part, measured])) },
  };
  return { ...benches, [key]: merged };
}

/** Differences beyond the tolerance between committed and freshly measured sizes, one sentence each. */
export function staleSizes(committed, measured, tolerance = SIZE_TOLERANCE_BYTES) {
  if (!committed) return ['docs/quality.json has no sizes'];
  const pairs = [
    ['loaded first by every page', committed.initialLoad, measured.initialLoad],
    ...Object.entries(measured.firstPaint).map(([route, bytes]) => [
      `first paint ${route}`,
      committed.firstPaint?.[route],
      bytes,
    ]),
    ['heaviest cold open', committed.heaviestColdOpen?.bytes, measured.heaviestColdOpen?.bytes ?? 0],
  ];
  return pairs
    .filter(([, was, now]) => typeof was !== 'number' || Math.abs(was - now) > tolerance)
    .map(
      ([what, was, now]) =>
        `${what}: ${typeof was === 'number' ? kb(was) : 'missing'} in docs/quality.json, ${kb(now)} measured`,
    );
}

function sizesBlock(sizes, budgets) {
  if (!sizes) return 'Not measured yet: `npm run check:size -- --update-quality`.';
  const landing = Object.entries(sizes.firstPaint)
    .map(([route, bytes]) => `| first paint \`${route}\` | ${kb(bytes)} | ${kb(budgets.firstPaintBytes)} |`)
    .join('\n');
  return [
    `Measured ${day(sizes.measuredAt)} by \`npm run check:size\` (gzip JS+CSS of the production build).`,
    '',
    '| figure | size | budget |',
    '|---|---:|---:|',
    `| loaded first by every page | ${kb(sizes.initialLoad)} | - |`,
    landing,
    `| heaviest cold open (\`${sizes.heaviestColdOpen?.route}\`) | ${kb(sizes.heaviestColdOpen?.bytes ?? 0)} | ${kb(budgets.coldOpenBytes)} |`,
    `| largest screen chunk (\`${sizes.largestScreenChunk?.route}\`) | ${kb(sizes.largestScreenChunk?.bytes ?? 0)} | ${kb(budgets.routeChunkBytes)} |`,
    '',
    '`npm run check:size` prints the cold open of every route (opening its URL directly).',
  ].join('\n');
}

const rowsText = (rows) => Number(rows).toLocaleString('en-GB');
/** The plain table's figure and how many times this console's it is (3.3x: the plain table took 3.3 times as long). */
export function plainCell(thisMs, plainMs) {
  if (typeof plainMs !== 'number') return 'n/a';
  if (typeof thisMs !== 'number' || thisMs <= 0) return ms(plainMs);
  return `${ms(plainMs)} (${(plainMs / thisMs).toFixed(1)}x)`;
}
const mb = (bytes) => (typeof bytes === 'number' ? `${(bytes / 1e6).toFixed(0)} MB` : 'n/a');

/** The parts of a run measured later, with when and the machine's first write then (parts measured together, once). */
function partsMeasured(run) {
  const byRun = new Map();
  for (const [name, measured] of Object.entries(run.parts ?? {})) {
    const names = byRun.get(measured.measuredAt)?.names ?? [];
    byRun.set(measured.measuredAt, { ...measured, names: [...names, name] });
  }
  if (!byRun.size) return '';
  const described = [...byRun.values()].map(
    ({ names, measuredAt, machine }) =>
      `${names.join(' and ')} ${day(measuredAt)}${machine ? `, first write ${ms(machine.atStart?.firstTouchMsPerGB)} per GB, CPU loop ${ms(machine.atStart?.cpuLoopMs)} (${machineState(machine)})` : ''}`,
  );
  return ` (measured separately: ${described.join('; ')})`;
}

function benchBlock(benches) {
  const runs = BENCH_SIZES.map((rows) => benches?.[String(rows)]).filter(Boolean);
  if (!runs.length) return 'Not measured yet: `npm run bench [-- --rows N]`, then `npm run quality -- --bench`.';
  const rows = BENCH_ROWS.map((row) => {
    const cells = runs.flatMap((run) => [
      row.keys.map((key) => ms(run.timings[key])).join(' / '),
      row.plain ? plainCell(run.timings[row.keys[0]], run.timings[row.plain]) : '-',
    ]);
    const target = !row.target
      ? 'reported'
      : `<= ${row.target.toLocaleString('en-GB')} ms${row.slowTarget ? ` (slow hour: ${row.slowTarget.toLocaleString('en-GB')})` : ''}`;
    return `| ${row.label} | ${cells.join(' | ')} | ${target} |`;
  });
  const memory = BENCH_MEMORY.map((row) => {
    const cells = runs.flatMap((run) => [mb(run.memory?.[row.key]), mb(run.memory?.[row.plain])]);
    return `| ${row.label} | ${cells.join(' | ')} | reported |`;
  });
  // The machine's speed at the run's start and end: a CPU loop / the first write to fresh memory (machine-probe.mjs).
  const probed = (probe) => (probe ? `${ms(probe.cpuLoopMs)} / ${ms(probe.firstTouchMsPerGB)}` : 'n/a');
  const state = (run) => (machineState(run.machine) ? ` (${machineState(run.machine)})` : '');
  const machine = runs.some((run) => run.machine)
    ? [
        `| the machine at the run's start, then its end: CPU loop / first write to fresh memory, ms per GB (from 256 MB) | ${runs
          .flatMap((run) => [`${probed(run.machine?.atStart)}, then ${probed(run.machine?.atEnd)}${state(run)}`, '-'])
          .join(' | ')} | reported |`,
      ]
    : [];
  const header = runs.flatMap((run) => [
    `this console, ${rowsText(run.rows)}`,
    `plain, ${rowsText(run.rows)} (x this)`,
  ]);
  return [
    `Measured by \`npm run bench\` (medians; reported, not asserted): ${runs
      .map((run) => `${rowsText(run.rows)} rows ${day(run.measuredAt)}${partsMeasured(run)}`)
      .join(
        ', ',
      )}. "Plain" is a plain mantine-react-table on the same rows, with how many times this console's figure it is. A slow hour's target holds for a run whose CPU loop read over ${ms(SLOW_CPU_LOOP_MS)} at its start or end ("slow"; "quiet" otherwise).`,
    '',
    `| operation | ${header.join(' | ')} | target |`,
    `|---|${header.map(() => '---:').join('|')}|---|`,
    ...rows,
    ...memory,
    ...machine,
  ].join('\n');
}

function suiteBlock(suite) {
  if (!suite) return 'Not measured yet: `npm test`, then `npm run quality -- --suite`.';
  const phases = Object.entries(suite.phases)
    .map(([phase, seconds]) => `| ${phase} | ${seconds.toFixed(1)} s |`)
    .join('\n');
  return [
    `Measured ${day(suite.measuredAt)} by \`npm test\` on this 2-core machine: ${suite.tests.passed.toLocaleString('en-GB')} tests passed, ${suite.tests.failed} failed.${suite.note ? ` ${suite.note}` : ''}`,
    '',
    '| phase | time |',
    '|---|---:|',
    phases,
    `| **total** | **${minutes(suite.total)}** (budget 15 min) |`,
  ].join('\n');
}

/** The README's one table: the headline figures, the bench's at each size it ran at. */
function summaryBlock(quality, budgets) {
  const { sizes, bench, suite } = quality;
  const landing = sizes ? Math.max(...Object.values(sizes.firstPaint)) : null;
  const [small, large] = BENCH_SIZES.map((rows) => bench?.[String(rows)]);
  const timing = (run, key) => (run ? ms(run.timings[key]) : 'n/a');
  const both = (key) => `${timing(small, key)} | ${timing(large, key)}`;
  const firstTouch = (run) => ms(run?.machine?.atStart?.firstTouchMsPerGB);
  return [
    `| figure | now (the bench at ${rowsText(BENCH_SIZES[0])} rows) | at ${rowsText(BENCH_SIZES[1])} rows | target |`,
    '|---|---:|---:|---:|',
    `| \`npm test\` on this 2-core machine | ${suite ? minutes(suite.total) : 'n/a'} | - | 15 min |`,
    `| tests passed | ${suite ? suite.tests.passed.toLocaleString('en-GB') : 'n/a'} | - | all |`,
    `| heaviest first paint of a landing route | ${landing === null ? 'n/a' : kb(landing)} | - | ${kb(budgets.firstPaintBytes)} |`,
    `| heaviest cold open of a route | ${sizes?.heaviestColdOpen ? kb(sizes.heaviestColdOpen.bytes) : 'n/a'} | - | ${kb(budgets.coldOpenBytes)} |`,
    `| Users grid: first rows painted, from the navigation | ${both('usersGridFirstRowsSinceNavigationPaintMs')} | 1,000 ms |`,
    `| Users grid: first rows painted after the answer | ${both('usersGridFirstRowsAfterAnswerPaintMs')} | 300 ms |`,
    `| Users grid: sort, click to next paint | ${both('usersGridSortPaintMs')} | ${INTERACTION_TEXT} |`,
    `| Export CSV of every row, click to next paint | ${both('usersGridExportPaintMs')} | ${INTERACTION_TEXT} |`,
    `| Organisations tree: filter matching all and expand all, after the answer (its top shown, busy) | ${both('organisationsTreeFilterExpandAllAfterAnswerPaintMs')} | ${INTERACTION_TEXT} |`,
    `| Command palette: first search / a later search | ${timing(small, 'paletteFirstSearchMs')} / ${timing(small, 'paletteSearchMs')} | ${timing(large, 'paletteFirstSearchMs')} / ${timing(large, 'paletteSearchMs')} | 200 / 100 ms |`,
    `| Import Users, 10,000 rows: file chosen to its preview / the longest task while importing | ${timing(small, 'importPreviewMs')} / ${timing(small, 'importSendLongestTaskMs')} | ${timing(large, 'importPreviewMs')} / ${timing(large, 'importSendLongestTaskMs')} | 2,000 / 200 ms |`,
    `| \`/admin\` to content, cold | ${both('adminContentColdMs')} | 1,000 ms |`,
    `| the machine at the bench's start: first write to fresh memory, ms per GB ([why](docs/quality.md#timings)) | ${firstTouch(small)} | ${firstTouch(large)} | - |`,
  ].join('\n');
}

/** The generated blocks by name: each sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`. */
export function renderBlocks(quality, budgets) {
  return {
    sizes: sizesBlock(quality.sizes, budgets),
    bench: benchBlock(quality.bench),
    suite: suiteBlock(quality.suite),
    summary: summaryBlock(quality, budgets),
  };
}

const blockPattern = (name) =>
  new RegExp(`(<!-- generated:${name} -->\\n)(?:[\\s\\S]*?\\n)?(<!-- /generated:${name} -->)`);

/** The document with each of its generated blocks replaced by the fresh rendering. */
export function fillBlocks(text, blocks) {
  let filled = text;
  for (const [name, body] of Object.entries(blocks)) {
    if (blockPattern(name).test(filled))
      filled = filled.replace(blockPattern(name), (_, open, close) => `${open}${body}\n${close}`);
  }
  return filled;
}

/** The names of the generated blocks a document has. */
export function blockNames(text) {
  return [...text.matchAll(/<!-- generated:([a-z]+) -->/g)].map(([, name]) => name);
}
