import { SiteNodeType } from '../../src/api/schema.gen';
import type { Schemas } from '../contract';
import { csvText } from '../csv';
import type { World } from '../world';
import type { Handlers } from './context';

/** A number from 0 to max-1 that is the same for the same text (the statistics' monthly transactions). */
function steady(text: string, max: number): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0) % max;
}

/** The month's statistics as the download's CSV: one line per organisation of each POS Core (names may be formulas). */
function statisticsCsv(world: World, month: string): string {
  const lines = [['POS Core', 'Organisation', 'Organisation Code', 'Outlets', 'Transactions']];
  for (const row of statistics(world, month)) {
    for (const child of row.childOrgs ?? []) {
      lines.push([
        row.posCoreInstance?.name ?? '',
        child.organisation?.name ?? '',
        child.organisation?.organisationCode ?? '',
        String(child.totalOutlets ?? 0),
        String(child.totalTransactions ?? 0),
      ]);
    }
  }
  return csvText(lines);
}

function statistics(world: World, month: string): Schemas['StatisticsRow'][] {
  const { state } = world;
  return Object.values(state.posCoreInstances).map((instance) => ({
    posCoreInstance: { posCoreInstanceID: instance.posCoreInstanceID ?? '', name: instance.name },
    childOrgs: Object.values(state.organisations)
      .filter((o) => o.posCoreInstanceID === instance.posCoreInstanceID)
      .map((o) => {
        const outlets = Object.values(state.siteNodes).filter(
          (n) => n.organisationID === o.organisationID && n.nodeType === SiteNodeType.Outlet,
        ).length;
        return {
          organisation: {
            organisationID: o.organisationID,
            name: o.name,
            organisationCode: o.organisationCode,
            remoteOrderServerInstanceID: o.remoteOrderServerInstanceID ?? null,
            dataExtractionServerInstanceID: o.dataExtractionServerInstanceID ?? null,
            partnerServerInstanceID: o.partnerServerInstanceID ?? null,
            reportingServerInstanceID: o.reportingServerInstanceID ?? null,
          },
          totalOutlets: outlets,
          totalTransactions: outlets === 0 ? 0 : outlets * (2000 + steady(`${o.organisationID}|${month}`, 8000)),
          authorisedPackages: state.authorisations
            .filter((a) => a.organisationID === o.organisationID && a.applicationPackageID)
            .map((a) => ({ iconUri: state.packages[a.applicationPackageID ?? '']?.iconUri ?? null })),
        };
      }),
  }));
}

export const handlers: Handlers = {
  getStatisticsMonthlyAllPosCores: ({ world, body }) => statistics(world, body.monthStart.slice(0, 7)),

  downloadMonthlyStatistics: ({ world, query }) => ({
    file: {
      mediaType: 'text/csv',
      fileName: `MonthlyStatistics-${query.date}.csv`,
      text: statisticsCsv(world, query.date),
    },
  }),
};
