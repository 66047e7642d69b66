import { describe, expect, it } from 'vitest';
import { AuditSubjectType } from '#/api/schema.gen';
import { HISTORY_HASH } from '#/lib/edit-links';
import { english, german } from '#/test/translate';
import { subjectLabel, subjectTarget, subjectWords, type AuditSubject } from './audit-subjects';

const orgId = '10000000-0000-4000-8000-000000000005';
const id = '90000000-0000-4000-8000-000000000001';

const subject = (type: AuditSubjectType, overrides: Partial<AuditSubject> = {}): AuditSubject => ({
  type,
  id,
  organisationID: null,
  deleted: false,
  ...overrides,
});

const page = (to: string, params: Record<string, string>) => ({
  kind: 'page',
  link: { to, params, hash: HISTORY_HASH },
});

describe('subjectTarget', () => {
  it("opens a platform record's edit page with its History", () => {
    expect(subjectTarget(subject(AuditSubjectType.User))).toEqual(page('/admin/users/edit/$id', { id }));
    expect(subjectTarget(subject(AuditSubjectType.Client, { id: 'pos-backoffice' }))).toEqual(
      page('/admin/clients/edit/$id', { id: 'pos-backoffice' }),
    );
    expect(subjectTarget(subject(AuditSubjectType.PosCoreInstance))).toEqual(
      page('/admin/poscoreinstances/edit/$id', { id }),
    );
    expect(subjectTarget(subject(AuditSubjectType.DeploymentServerInstance))).toEqual(
      page('/admin/deploymentserver/edit/$id', { id }),
    );
    expect(subjectTarget(subject(AuditSubjectType.IntegrationServerInstance))).toEqual(
      page('/admin/integrationserver/edit/$id', { id }),
    );
  });

  it('opens an organisation selected on the Organisations page, with its History', () => {
    expect(subjectTarget(subject(AuditSubjectType.Organisation, { id: orgId, organisationID: orgId }))).toEqual({
      kind: 'page',
      link: { to: '/admin/organisations', search: { org: orgId }, hash: HISTORY_HASH },
    });
  });

  it("opens an organisation's record on its edit page under the organisation", () => {
    const inOrg = (type: AuditSubjectType) => subjectTarget(subject(type, { organisationID: orgId }));
    expect(inOrg(AuditSubjectType.Team)).toEqual(page('/organisation/$orgId/teams/edit/$id', { orgId, id }));
    expect(inOrg(AuditSubjectType.PermissionGroup)).toEqual(
      page('/organisation/$orgId/permissiongroups/edit/$id', { orgId, id }),
    );
    expect(inOrg(AuditSubjectType.ServiceAccount)).toEqual(
      page('/organisation/$orgId/serviceaccounts/edit/$id', { orgId, id }),
    );
    expect(inOrg(AuditSubjectType.OrganisationUserLink)).toEqual(
      page('/organisation/$orgId/links/edit/$id', { orgId, id }),
    );
  });

  it("shows an invitation's or an acceptance's history in the drawer, beside its organisation's list page", () => {
    expect(subjectTarget(subject(AuditSubjectType.Invite, { organisationID: orgId }))).toEqual({
      kind: 'drawer',
      page: { to: '/organisation/$orgId/pendinginvites', params: { orgId } },
    });
    expect(subjectTarget(subject(AuditSubjectType.Acceptance, { organisationID: orgId }))).toEqual({
      kind: 'drawer',
      page: { to: '/organisation/$orgId/acceptances', params: { orgId } },
    });
  });

  it('shows a deleted record’s history in the drawer, with no page to open', () => {
    for (const type of Object.values(AuditSubjectType)) {
      expect(subjectTarget(subject(type, { organisationID: orgId, deleted: true }))).toEqual({
        kind: 'drawer',
        page: null,
      });
    }
  });

  it("shows an organisation's record without its organisation in the drawer only", () => {
    for (const type of [
      AuditSubjectType.Team,
      AuditSubjectType.PermissionGroup,
      AuditSubjectType.ServiceAccount,
      AuditSubjectType.OrganisationUserLink,
      AuditSubjectType.Invite,
      AuditSubjectType.Acceptance,
    ]) {
      expect(subjectTarget(subject(type))).toEqual({ kind: 'drawer', page: null });
    }
  });
});

describe('subjectLabel', () => {
  it('names the kind of record, and says when it has been deleted', () => {
    expect(subjectLabel({ type: AuditSubjectType.User, deleted: false }, english)).toBe('History of the user');
    expect(subjectLabel({ type: AuditSubjectType.User, deleted: true }, english)).toBe('Deleted — history of the user');
    expect(subjectLabel({ type: AuditSubjectType.Team, deleted: true }, german)).toBe('Gelöscht — Verlauf des Teams');
    expect(subjectLabel({ type: AuditSubjectType.Organisation, deleted: false }, german)).toBe(
      'Verlauf der Organisation',
    );
  });

  it('begins with the words the link shows, which say whether the record was deleted', () => {
    for (const t of [english, german]) {
      for (const type of Object.values(AuditSubjectType)) {
        for (const deleted of [false, true]) {
          expect(subjectLabel({ type, deleted }, t).startsWith(subjectWords({ deleted }, t))).toBe(true);
        }
      }
    }
    expect(subjectWords({ deleted: false }, english)).toBe('History');
    expect(subjectWords({ deleted: true }, english)).toBe('Deleted — history');
    expect(subjectWords({ deleted: true }, german)).toBe('Gelöscht — Verlauf');
  });

  it('has distinct words for every kind, live and deleted, in both languages', () => {
    for (const t of [english, german]) {
      const labels = Object.values(AuditSubjectType).flatMap((type) => [
        subjectLabel({ type, deleted: false }, t),
        subjectLabel({ type, deleted: true }, t),
      ]);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
