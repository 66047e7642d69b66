import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';

export type UserSummary = components['schemas']['UserSummary'];

interface InsightsRow {
  /** The row's name, as a message of the account area. */
  label: MessageKey<'account'>;
  granted: (summary: UserSummary) => boolean;
}

/** The Insights card of My Account (SPEC 2.6): each row and the summary flag that grants it. */
export const insightsRows: readonly InsightsRow[] = [
  { label: 'account.insights.dashboards', granted: (summary) => summary.insightsAggregatesReadAccess },
  { label: 'account.insights.transactions', granted: (summary) => summary.insightsTransactionAccess },
  { label: 'account.insights.remapping', granted: (summary) => summary.insightsAggregatesUpdateAccess },
];
