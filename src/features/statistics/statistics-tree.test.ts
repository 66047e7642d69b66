import { describe, expect, it } from 'vitest';
import type { StatisticsChildOrg, StatisticsRow } from './statistics-sort';
import { statisticsChildren, statisticsHasChildren, statisticsLabel, statisticsNodes } from './statistics-tree';

const child = (name: string, totalOutlets: number): StatisticsChildOrg => ({
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
  totalTransactions: 10,
  authorisedPackages: [],
});

const instance = (name: string, childOrgs: StatisticsChildOrg[]): StatisticsRow => ({
  posCoreInstance: { posCoreInstanceID: `pc-${name}`, name },
  childOrgs,
});

describe('statisticsNodes', () => {
  it('keeps the order of the rows, each instance over its organisations with its totals', () => {
    const nodes = statisticsNodes([instance('Beta', [child('b1', 2), child('b2', 3)]), instance('Alpha', [])]);
    expect(nodes.map((node) => node.id)).toEqual(['instance:pc-Beta', 'instance:pc-Alpha']);
    const [beta, alpha] = nodes;
    expect(beta?.kind === 'instance' && beta.totals).toEqual({ orgs: 2, outlets: 5, transactions: 20 });
    expect(beta && statisticsChildren(beta).map((node) => node.id)).toEqual([
      'organisation:pc-Beta:id-b1',
      'organisation:pc-Beta:id-b2',
    ]);
    expect(alpha && statisticsChildren(alpha)).toEqual([]);
  });

  it('gives the same organisation under two instances two ids', () => {
    const [first, second] = statisticsNodes([instance('A', [child('o', 1)]), instance('B', [child('o', 1)])]);
    const ids = [first, second].flatMap((node) => (node ? statisticsChildren(node).map((c) => c.id) : []));
    expect(new Set(ids).size).toBe(2);
  });
});

describe('statistics tree accessors', () => {
  const [withOrgs, empty] = statisticsNodes([instance('Beta', [child('b1', 2)]), instance('Alpha', [])]);
  const organisation = withOrgs && statisticsChildren(withOrgs)[0];

  it('has children only on an instance with organisations', () => {
    expect(withOrgs && statisticsHasChildren(withOrgs)).toBe(true);
    expect(empty && statisticsHasChildren(empty)).toBe(false);
    expect(organisation && statisticsHasChildren(organisation)).toBe(false);
    expect(organisation && statisticsChildren(organisation)).toEqual([]);
  });

  it('names an instance by its name and an organisation by its name and code', () => {
    expect(withOrgs && statisticsLabel(withOrgs)).toBe('Beta');
    expect(organisation && statisticsLabel(organisation)).toBe('b1 (B1)');
  });
});
