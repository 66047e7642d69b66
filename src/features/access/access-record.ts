import type { components } from '#/api/schema.gen';
import type { OrganisationUserLink } from '#/lib/organisation-user-link';
import type { RecordFields } from '#/lib/record-fields';

/** A pending invitation as the invite list answers it. */
export type Invite = components['schemas']['Invite'];

/** SPEC 2.5: a link as the Organisation Access grid shows it, every column read-only (Add/Edit Access edit it). */
export const linkFields = {
  linkType: { kind: 'choice', column: 'access.links.column.type', width: 120 },
  teamUserName: { kind: 'readOnly', column: 'access.links.column.name', width: 300 },
  isOrgAdmin: { kind: 'boolean', column: 'access.links.column.admin', width: 120 },
  userEmail: { kind: 'readOnly', column: 'access.links.column.email', width: 300 },
} as const satisfies RecordFields<OrganisationUserLink, 'access'>;

/** SPEC 2.5: a pending invitation as its grid shows it, read-only (delete only). */
export const inviteFields = {
  email: { kind: 'readOnly', column: 'access.pendingInvites.column.email', width: 300 },
  expiryDateTimeUTC: { kind: 'readOnly', column: 'access.pendingInvites.column.expiry', width: 200 },
  senderName: { kind: 'readOnly', column: 'access.pendingInvites.column.sender', width: 250 },
  isOrgAdmin: { kind: 'boolean', column: 'access.pendingInvites.column.orgAdmin', width: 180 },
} as const satisfies RecordFields<Invite, 'access'>;
