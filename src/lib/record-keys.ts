// The key of each record, as the grid's row id: '' for a row not saved yet (the grid gives it a temporary one).

export const teamKey = (team: { teamID?: string | null }) => team.teamID ?? '';
export const teamMemberKey = (member: { teamUserLinkID?: string | null }) => member.teamUserLinkID ?? '';
export const userKey = (user: { userID?: string | null }) => user.userID ?? '';
export const organisationUserLinkKey = (link: { organisationUserLinkID?: string | null }) =>
  link.organisationUserLinkID ?? '';
export const inviteKey = (invite: { organisationUserInviteID?: string | null }) =>
  invite.organisationUserInviteID ?? '';
export const permissionGroupKey = (group: { userPermissionGroupID?: string | null }) =>
  group.userPermissionGroupID ?? '';
export const clientKey = (client: { clientID?: string | null }) => client.clientID ?? '';
export const serviceAccountKey = (account: { serviceAccountID?: string | null }) => account.serviceAccountID ?? '';
export const posCoreInstanceKey = (instance: { posCoreInstanceID?: string | null }) => instance.posCoreInstanceID ?? '';
export const integrationServerInstanceKey = (instance: { integrationServerInstanceID?: string | null }) =>
  instance.integrationServerInstanceID ?? '';
export const linkedOrganisationKey = (organisation: { organisationID?: string | null; organisationCode: string }) =>
  organisation.organisationID ?? organisation.organisationCode;

/** Two record ids the same: GUIDs, which an address or an answer may spell in either case; a missing id is none. */
export const sameId = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a GUID, as the contract's `format: uuid` ids are (in either case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
