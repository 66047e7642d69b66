import { linkOptions } from '@tanstack/react-router';
import { AuditSubjectType, type components } from '#/api/schema.gen';
import type { AppLink } from '#/lib/app-link';
import { editLinks, HISTORY_HASH } from '#/lib/edit-links';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';

export type AuditSubject = components['schemas']['AuditSubject'];

/**
 * Where an audit entry's record and its history are shown:
 * - `page`: the record's page with its History open (an edit page, or the Organisations page with it selected);
 * - `drawer`: the history in a drawer over the audit log, for a deleted record (its page cannot load it) and for a
 *   record whose page shows no history of its own (an invitation, an acceptance: their organisation's list pages);
 *   `page` is where the record is listed, when it still is.
 */
export type SubjectTarget = { kind: 'page'; link: AppLink } | { kind: 'drawer'; page: AppLink | null };

const withHistory = (link: AppLink): SubjectTarget => ({ kind: 'page', link: { ...link, hash: HISTORY_HASH } });

/** The page of a record that has one of its own, with its History open (null: the record needs its organisation). */
function recordPage(subject: AuditSubject): AppLink | null {
  const { id } = subject;
  const orgId = subject.organisationID;
  switch (subject.type) {
    case AuditSubjectType.User:
      return editLinks.user(id);
    case AuditSubjectType.Client:
      return editLinks.client(id);
    case AuditSubjectType.PosCoreInstance:
      return editLinks.posCoreInstance(id);
    case AuditSubjectType.DeploymentServerInstance:
      return editLinks.deploymentServer(id);
    case AuditSubjectType.IntegrationServerInstance:
      return editLinks.integrationServer(id);
    case AuditSubjectType.Organisation:
      // The Organisations page selects an organisation by its `org` search param and shows its form there.
      return linkOptions({ to: '/admin/organisations', search: { org: id } });
    case AuditSubjectType.Team:
      return orgId ? editLinks.team(orgId, id) : null;
    case AuditSubjectType.PermissionGroup:
      return orgId ? editLinks.permissionGroup(orgId, id) : null;
    case AuditSubjectType.ServiceAccount:
      return orgId ? editLinks.serviceAccount(orgId, id) : null;
    case AuditSubjectType.OrganisationUserLink:
      return orgId ? editLinks.link(orgId, id) : null;
    case AuditSubjectType.Invite:
    case AuditSubjectType.Acceptance:
      return null;
  }
}

/** The organisation's list page of a record that has no page of its own (an invitation, an acceptance). */
function listPage(subject: AuditSubject): AppLink | null {
  const orgId = subject.organisationID;
  if (!orgId) return null;
  switch (subject.type) {
    case AuditSubjectType.Invite:
      return linkOptions({ to: '/organisation/$orgId/pendinginvites', params: { orgId } });
    case AuditSubjectType.Acceptance:
      return linkOptions({ to: '/organisation/$orgId/acceptances', params: { orgId } });
    default:
      return null;
  }
}

/** Where an audit entry's record and its history are shown (see `SubjectTarget`). */
export function subjectTarget(subject: AuditSubject): SubjectTarget {
  if (subject.deleted) return { kind: 'drawer', page: null };
  const page = recordPage(subject);
  return page ? withHistory(page) : { kind: 'drawer', page: listPage(subject) };
}

/** The name of the link to a record's history, by the record's kind: live, and deleted since. */
const subjectLabels = {
  [AuditSubjectType.User]: ['auditLogs.subject.user', 'auditLogs.subject.deletedUser'],
  [AuditSubjectType.Client]: ['auditLogs.subject.client', 'auditLogs.subject.deletedClient'],
  [AuditSubjectType.PosCoreInstance]: ['auditLogs.subject.posCoreInstance', 'auditLogs.subject.deletedPosCoreInstance'],
  [AuditSubjectType.DeploymentServerInstance]: [
    'auditLogs.subject.deploymentServer',
    'auditLogs.subject.deletedDeploymentServer',
  ],
  [AuditSubjectType.IntegrationServerInstance]: [
    'auditLogs.subject.integrationServer',
    'auditLogs.subject.deletedIntegrationServer',
  ],
  [AuditSubjectType.Organisation]: ['auditLogs.subject.organisation', 'auditLogs.subject.deletedOrganisation'],
  [AuditSubjectType.Team]: ['auditLogs.subject.team', 'auditLogs.subject.deletedTeam'],
  [AuditSubjectType.PermissionGroup]: ['auditLogs.subject.permissionGroup', 'auditLogs.subject.deletedPermissionGroup'],
  [AuditSubjectType.ServiceAccount]: ['auditLogs.subject.serviceAccount', 'auditLogs.subject.deletedServiceAccount'],
  [AuditSubjectType.OrganisationUserLink]: ['auditLogs.subject.link', 'auditLogs.subject.deletedLink'],
  [AuditSubjectType.Invite]: ['auditLogs.subject.invite', 'auditLogs.subject.deletedInvite'],
  [AuditSubjectType.Acceptance]: ['auditLogs.subject.acceptance', 'auditLogs.subject.deletedAcceptance'],
} as const satisfies Record<AuditSubjectType, readonly [MessageKey<'auditLogs'>, MessageKey<'auditLogs'>]>;

/**
 * The name of the link to a record's history, by the record's kind ("History of the user", "Deleted — history of the
 * user"), in the language of `t`. It begins with the link's words (`subjectWords`), which say no kind: a kind's name
 * would not fit the message's cell at 390 px.
 */
export function subjectLabel(subject: Pick<AuditSubject, 'type' | 'deleted'>, t: Translate<'auditLogs'>): string {
  const [live, deleted] = subjectLabels[subject.type];
  return t(subject.deleted ? deleted : live);
}

/** The words the link to a record's history shows: "History", or "Deleted — history". */
export function subjectWords(subject: Pick<AuditSubject, 'deleted'>, t: Translate<'auditLogs'>): string {
  return t(subject.deleted ? 'auditLogs.subject.deletedHistory' : 'auditLogs.subject.history');
}
