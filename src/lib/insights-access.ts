import type { components } from '../api/schema.gen';

export type UserSummary = components['schemas']['UserSummary'];

/** The Insights card of My Account (SPEC 2.6): each row and the summary flag that grants it. */
export const insightsRows = [
  { label: 'Dashboards and Reports', granted: (summary: UserSummary) => summary.insightsAggregatesReadAccess },
  { label: 'Transactions View', granted: (summary: UserSummary) => summary.insightsTransactionAccess },
  { label: 'Remapping Labels', granted: (summary: UserSummary) => summary.insightsAggregatesUpdateAccess },
] as const;
