import type { components } from '../../api/schema.gen';
import { LinkType } from '../../api/schema.gen';
import { limits } from '../../api/limits.gen';
import { textFieldError } from '../../components/form-fields/text-field';

export type User = components['schemas']['User'];
export type UserSummary = components['schemas']['UserSummary'];

/** Edit My Profile fields with their SPEC 2.6 labels and the contract's limits (SPEC 3, 5). */
export const profileFields = {
  shortName: { label: 'Display Name', required: true, maxLength: limits.User.shortName.maxLength },
  fullName: { label: 'Full Name', required: false, maxLength: limits.User.fullName.maxLength },
  email: { label: 'Email', required: false, maxLength: limits.User.email.maxLength },
} as const;

/** The first problem of the profile, or null (checked before sending). */
export function profileProblem(user: User): string | null {
  for (const key of ['shortName', 'fullName', 'email'] as const) {
    const field = profileFields[key];
    const message = textFieldError(field.label, user[key], field);
    if (message) return message;
  }
  return null;
}

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
