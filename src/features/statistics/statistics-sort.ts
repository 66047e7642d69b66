import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';

export type StatisticsRow = components['schemas']['StatisticsRow'];
export type StatisticsChildOrg = components['schemas']['StatisticsChildOrg'];

/**
 * SPEC 2.4 "Statistics" and SPEC 4 "Statistics sort": clicking a count badge sorts by that field, descending
 * first; clicking the same field again flips the direction; clear removes sorting (server order). Rows are
 * compared by the count, ties broken by name (A-Z whatever the direction). The org count exists on POS Core
 * instance rows only, so sorting by it orders the instance rows and leaves each instance's organisations in
 * their server order.
 */
export type StatisticsSortField = 'orgs' | 'transactions' | 'outlets';
export type SortDirection = 'asc' | 'desc';

export interface StatisticsSort {
  field: StatisticsSortField;
  direction: SortDirection;
}

export const statisticsSortFields: readonly StatisticsSortField[] = ['orgs', 'transactions', 'outlets'];

/** The name of each sort field, as a message of the statistics area. */
export const statisticsSortLabels = {
  orgs: 'statistics.sort.field.orgs',
  transactions: 'statistics.sort.field.transactions',
  outlets: 'statistics.sort.field.outlets',
} as const satisfies Record<StatisticsSortField, MessageKey<'statistics'>>;

export function isStatisticsSortField(value: unknown): value is StatisticsSortField {
  return typeof value === 'string' && (statisticsSortFields as readonly string[]).includes(value);
}

/** A badge click: a new field starts descending; the same field flips direction. */
export function sortByField(current: StatisticsSort | null, field: StatisticsSortField): StatisticsSort {
  if (current && current.field === field) return toggleDirection(current);
  return { field, direction: 'desc' };
}

export function toggleDirection(sort: StatisticsSort): StatisticsSort {
  return { field: sort.field, direction: sort.direction === 'desc' ? 'asc' : 'desc' };
}

/** Reads the sort from search params (`sort`, `dir`); anything malformed means no sort. */
export function parseStatisticsSort(field: unknown, direction: unknown): StatisticsSort | null {
  if (!isStatisticsSortField(field)) return null;
  return { field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

export interface InstanceTotals {
  orgs: number;
  transactions: number;
  outlets: number;
}

/** The counts of a POS Core instance row: its organisations, and the sums of their transactions and outlets. */
export function instanceTotals(row: StatisticsRow): InstanceTotals {
  let transactions = 0;
  let outlets = 0;
  for (const child of row.childOrgs) {
    transactions += child.totalTransactions;
    outlets += child.totalOutlets;
  }
  return { orgs: row.childOrgs.length, transactions, outlets };
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

function compareCounts(a: number, b: number, direction: SortDirection): number {
  return direction === 'desc' ? b - a : a - b;
}

function sortChildren(children: readonly StatisticsChildOrg[], sort: StatisticsSort): StatisticsChildOrg[] {
  if (sort.field === 'orgs') return [...children];
  const count = (child: StatisticsChildOrg) =>
    sort.field === 'transactions' ? child.totalTransactions : child.totalOutlets;
  return [...children].sort(
    (a, b) => compareCounts(count(a), count(b), sort.direction) || byName(a.organisation.name, b.organisation.name),
  );
}

/** The rows in display order (new arrays; the input is not changed). Without a sort: the server order. */
export function sortStatistics(rows: readonly StatisticsRow[], sort: StatisticsSort | null): StatisticsRow[] {
  if (sort === null) return [...rows];
  const totals = new Map(rows.map((row) => [row, instanceTotals(row)]));
  const total = (row: StatisticsRow) => totals.get(row)?.[sort.field] ?? 0;
  return [...rows]
    .sort(
      (a, b) =>
        compareCounts(total(a), total(b), sort.direction) || byName(a.posCoreInstance.name, b.posCoreInstance.name),
    )
    .map((row) => ({ ...row, childOrgs: sortChildren(row.childOrgs, sort) }));
}
