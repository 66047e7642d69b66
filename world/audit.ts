/**
 * The audit log types the world writes, by the contract's enum names (listAuditLogDescriptions): each change has its
 * own where the contract names one (docs/contract-decisions.md, "The audit log").
 */
export const AUDIT_KINDS = [
  'Unclassified',
  'UserCreated',
  'UserLinkedToOrganisation',
  'OrganisationUpdated',
  'UserUpdated',
  'UserDeleted',
  'InvitationSent',
  'InvitationWithdrawn',
  'SuperUserGranted',
  'SuperUserRevoked',
  'ClientUpdated',
  'POSCoreInstanceUpdated',
  'DeploymentServerUpdated',
  'IntegrationServerUpdated',
  'ProfileUpdated',
  'RemoteOrderServerSecretUpdated',
  'OrganisationInitialised',
  'ServiceAccountPasswordReset',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** ` (text)` for an audit message, or nothing when there is no text: a message never shows empty parentheses. */
export function inParentheses(text: string | null | undefined): string {
  const shown = text?.trim();
  return shown ? ` (${shown})` : '';
}
