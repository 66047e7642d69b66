import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  instanceTotals,
  parseStatisticsSort,
  sortByField,
  sortStatistics,
  statisticsSortFields,
  statisticsSortLabels,
  toggleDirection,
  type StatisticsChildOrg,
  type StatisticsRow,
} from './statistics-sort';

const child = (name: string, totalOutlets: number, totalTransactions: number): StatisticsChildOrg => ({
  organisation: {
    organisationID: `id-${name}`,
    name,
    organisationCode: name.toUpperCase(),
    remoteOrderServerInstanceID: null,
    dataExtractionServerInstanceID: null,
    partnerServerInstanceID: null,
    reportingServerInstanceID: null,
  },
  totalOutlets,
  totalTransactions,
  authorisedPackages: [],
});

const instance = (name: string, childOrgs: StatisticsChildOrg[]): StatisticsRow => ({
  posCoreInstance: { posCoreInstanceID: `pc-${name}`, name },
  childOrgs,
});

// Beta: 3 orgs, 10 outlets, 300 transactions. Alpha: 1 org, 10 outlets, 500 transactions. Gamma: 2 orgs, 1 outlet, 300.
const rows = [
  instance('Beta', [child('b1', 5, 100), child('b2', 0, 0), child('b3', 5, 200)]),
  instance('Alpha', [child('a1', 10, 500)]),
  instance('Gamma', [child('g2', 1, 150), child('g1', 0, 150)]),
];
const names = (sorted: StatisticsRow[]) => sorted.map((row) => row.posCoreInstance.name);
const childNames = (row: StatisticsRow | undefined) => row?.childOrgs.map((c) => c.organisation.name);

describe('sortByField / toggleDirection', () => {
  it('starts descending on a new field', () => {
    expect(sortByField(null, 'transactions')).toEqual({ field: 'transactions', direction: 'desc' });
    expect(sortByField({ field: 'outlets', direction: 'asc' }, 'orgs')).toEqual({ field: 'orgs', direction: 'desc' });
  });

  it('flips the direction when the same field is clicked again', () => {
    const first = sortByField(null, 'outlets');
    const second = sortByField(first, 'outlets');
    expect(second).toEqual({ field: 'outlets', direction: 'asc' });
    expect(sortByField(second, 'outlets')).toEqual({ field: 'outlets', direction: 'desc' });
    expect(toggleDirection({ field: 'orgs', direction: 'desc' })).toEqual({ field: 'orgs', direction: 'asc' });
  });
});

describe('parseStatisticsSort', () => {
  it('reads field and direction, descending by default', () => {
    expect(parseStatisticsSort('outlets', 'asc')).toEqual({ field: 'outlets', direction: 'asc' });
    expect(parseStatisticsSort('transactions', 'sideways')).toEqual({ field: 'transactions', direction: 'desc' });
    expect(parseStatisticsSort('name', 'asc')).toBeNull();
    expect(parseStatisticsSort(undefined, undefined)).toBeNull();
  });
});

describe('instanceTotals', () => {
  it('counts the organisations and sums their outlets and transactions', () => {
    expect(instanceTotals(rows[0]!)).toEqual({ orgs: 3, outlets: 10, transactions: 300 });
    expect(instanceTotals(instance('Empty', []))).toEqual({ orgs: 0, outlets: 0, transactions: 0 });
  });
});

describe('sortStatistics', () => {
  it('keeps the server order without a sort (clear)', () => {
    expect(names(sortStatistics(rows, null))).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(childNames(sortStatistics(rows, null)[2])).toEqual(['g2', 'g1']);
  });

  it('sorts by transactions, both levels, ties by name', () => {
    const desc = sortStatistics(rows, { field: 'transactions', direction: 'desc' });
    expect(names(desc)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(childNames(desc[1])).toEqual(['b3', 'b1', 'b2']);
    // g1 and g2 both have 150 transactions: by name
    expect(childNames(desc[2])).toEqual(['g1', 'g2']);
    const asc = sortStatistics(rows, { field: 'transactions', direction: 'asc' });
    // Beta and Gamma tie on 300: by name whatever the direction
    expect(names(asc)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(childNames(asc[0])).toEqual(['b2', 'b1', 'b3']);
  });

  it('sorts by outlets, ties by name', () => {
    const desc = sortStatistics(rows, { field: 'outlets', direction: 'desc' });
    // Alpha and Beta tie on 10 outlets
    expect(names(desc)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(childNames(desc[1])).toEqual(['b1', 'b3', 'b2']);
    const asc = sortStatistics(rows, { field: 'outlets', direction: 'asc' });
    expect(names(asc)).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(childNames(asc[0])).toEqual(['g1', 'g2']);
  });

  it('sorts only the instance rows by org count', () => {
    const desc = sortStatistics(rows, { field: 'orgs', direction: 'desc' });
    expect(names(desc)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(childNames(desc[0])).toEqual(['b1', 'b2', 'b3']);
    expect(childNames(desc[1])).toEqual(['g2', 'g1']);
    expect(names(sortStatistics(rows, { field: 'orgs', direction: 'asc' }))).toEqual(['Alpha', 'Gamma', 'Beta']);
  });

  it('breaks org count ties by name', () => {
    const tied = [instance('Zed', [child('z', 0, 0)]), instance('Ann', [child('a', 0, 0)])];
    expect(names(sortStatistics(tied, { field: 'orgs', direction: 'desc' }))).toEqual(['Ann', 'Zed']);
    expect(names(sortStatistics(tied, { field: 'orgs', direction: 'asc' }))).toEqual(['Ann', 'Zed']);
  });

  it('does not change its input', () => {
    const copy = JSON.stringify(rows);
    sortStatistics(rows, { field: 'transactions', direction: 'asc' });
    expect(JSON.stringify(rows)).toBe(copy);
  });
});

describe('statisticsSortLabels', () => {
  it('names each sort field, in English and German', () => {
    expect(statisticsSortFields.map((field) => english(statisticsSortLabels[field]))).toEqual([
      'Organisations',
      'Transactions',
      'Outlets',
    ]);
    expect(statisticsSortFields.map((field) => german(statisticsSortLabels[field]))).toEqual([
      'Organisationen',
      'Transaktionen',
      'Verkaufsstellen',
    ]);
  });
});
