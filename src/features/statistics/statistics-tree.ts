import { instanceTotals, type InstanceTotals, type StatisticsChildOrg, type StatisticsRow } from './statistics-sort';

/** A row of the statistics tree (SPEC 2.4): a POS Core instance, with its organisations below it. */
export type StatisticsNode =
  | { kind: 'instance'; id: string; row: StatisticsRow; totals: InstanceTotals; children: StatisticsNode[] }
  | { kind: 'organisation'; id: string; child: StatisticsChildOrg };

export const statisticsHasChildren = (node: StatisticsNode) => node.kind === 'instance' && node.children.length > 0;

export const statisticsChildren = (node: StatisticsNode) => (node.kind === 'instance' ? node.children : []);

/** An instance by its name; an organisation by its name and code. */
export const statisticsLabel = (node: StatisticsNode) =>
  node.kind === 'instance'
    ? node.row.posCoreInstance.name
    : `${node.child.organisation.name} (${node.child.organisation.organisationCode})`;

/** The tree of the rows, in their order: each instance with its totals and its organisations. */
export function statisticsNodes(rows: readonly StatisticsRow[]): StatisticsNode[] {
  return rows.map((row) => {
    const instanceId = row.posCoreInstance.posCoreInstanceID;
    return {
      kind: 'instance',
      id: `instance:${instanceId}`,
      row,
      totals: instanceTotals(row),
      children: row.childOrgs.map((child) => ({
        kind: 'organisation',
        id: `organisation:${instanceId}:${child.organisation.organisationID}`,
        child,
      })),
    };
  });
}
