import type { components } from '../../api/schema.gen';
import { LinkType } from '../../api/schema.gen';

export type UserSummary = components['schemas']['UserSummary'];

/** The contract's display names of LinkType (how the user belongs to an organisation). */
export const linkTypeNames: Record<LinkType, string> = {
  [LinkType.User]: 'User',
  [LinkType.Team]: 'Team',
};

/** The Insights card (SPEC 2.6): each row and the summary flag that grants it. */
export const insightsRows = [
  { label: 'Dashboards and Reports', granted: (summary: UserSummary) => summary.insightsAggregatesReadAccess },
  { label: 'Transactions View', granted: (summary: UserSummary) => summary.insightsTransactionAccess },
  { label: 'Remapping Labels', granted: (summary: UserSummary) => summary.insightsAggregatesUpdateAccess },
] as const;
