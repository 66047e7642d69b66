import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS } from './audit';
import type { Schemas } from './contract';
import { ids, testWorld } from './test-world';

type TestWorld = Awaited<ReturnType<typeof testWorld>>;
type User = Schemas['User'];

const hfb = `/api/organisation/${ids.harbourFishBar}`;
/** An invitation's lists, none of them given. */
const nothingMore = { permissionGroupIDs: [], rootNodes: [], teamMembershipIDs: [] };
const client = { name: 'Audit', allowPasswordGrant: false, allowRemoteOrderingGrant: false };
const asAdmin = { persona: 'orgAdmin' as const };
const install = 'a0000000-0000-4000-8000-000000000003';
const installPackage = 'b0000000-0000-4000-8000-000000000006';

/** The first record a batch answers (the one it saved). */
async function saved<T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { changes: T[] }).changes[0] as T;
}

/**
 * Each kind of write the world audits, made in turn on one world: what it does, and the types (the contract's enum
 * names) of the entries it writes, in order.
 */
function writes({ call, world }: TestWorld): [string, () => Promise<unknown>, string[]][] {
  const state: { user?: User } = {};
  const batch = (path: string, body: object, persona: 'superUser' | 'orgAdmin' = 'superUser') =>
    call('POST', path, { persona, body });
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
  };
  return [
    [
      'a user added with an empty email',
      async () => {
        const change = { shortName: 'QAUser', fullName: null, email: '', scopes: [] };
        state.user = await saved<User>(batch('/api/user/batch', { changes: [change], deletes: [] }));
        expect(world.state.audit.at(-1)?.message).toBe('User QAUser created');
      },
      ['UserCreated'],
    ],
    [
      'a user edited by an admin',
      async () => {
        state.user = await saved<User>(
          batch('/api/user/batch', { changes: [{ ...state.user, fullName: 'QA User' }], deletes: [] }),
        );
      },
      ['UserUpdated'],
    ],
    [
      'Server Administrator granted',
      async () => {
        state.user = await saved<User>(
          batch('/api/user/batch', { changes: [{ ...state.user, scopes: ['superuser'] }], deletes: [] }),
        );
      },
      // The switch alone is one change: its own entry, not a second "User ... updated" beside it.
      ['SuperUserGranted'],
    ],
    [
      'Server Administrator revoked',
      async () => {
        state.user = await saved<User>(
          batch('/api/user/batch', { changes: [{ ...state.user, scopes: [] }], deletes: [] }),
        );
      },
      ['SuperUserRevoked'],
    ],
    [
      'Server Administrator granted in the same save as a new name',
      async () => {
        state.user = await saved<User>(
          batch('/api/user/batch', {
            changes: [{ ...state.user, fullName: 'QA Admin', scopes: ['superuser'] }],
            deletes: [],
          }),
        );
      },
      ['SuperUserGranted', 'UserUpdated'],
    ],
    [
      'a user saved as it was, Server Administrator kept',
      async () => {
        state.user = await saved<User>(batch('/api/user/batch', { changes: [{ ...state.user }], deletes: [] }));
      },
      // A save that sets no field is no change of the record (the contract's AuditChange): no entry.
      [],
    ],
    [
      'a user deleted',
      () => ok(batch('/api/user/batch', { changes: [], deletes: [state.user?.userID] })),
      ['UserDeleted'],
    ],
    [
      'my own password changed',
      () =>
        ok(
          call('POST', '/api/user/batch/changepassword', {
            persona: 'user',
            body: { userID: ids.uma, oldPassword: world.defaultPassword, newPassword: 'Harbour-Sunset-99' },
          }),
        ),
      ['ProfileUpdated'],
    ],
    [
      'my own profile saved',
      async () => {
        const me = (await call<User>('GET', '/api/user/profile', asAdmin)).body;
        await ok(call('POST', '/api/user/profile', { ...asAdmin, body: { ...me, fullName: 'Oliver Owens-Smith' } }));
      },
      ['ProfileUpdated'],
    ],
    [
      'a password reset requested',
      () =>
        ok(
          call('POST', '/passwordreset/send', { persona: 'loggedOut', body: { email: 'uma@harbourfishbar.example' } }),
        ),
      ['Unclassified'],
    ],
    [
      'a password reset',
      () => {
        const token = Object.values(world.state.passwordResets).at(-1)?.token ?? '';
        return ok(
          call('POST', '/passwordreset/confirm', {
            persona: 'loggedOut',
            body: { email: 'uma@harbourfishbar.example', token, userPassword: 'Tidal-Harbour-77' },
          }),
        );
      },
      ['ProfileUpdated'],
    ],
    [
      'an invitation sent',
      () =>
        ok(batch(`${hfb}/sendinvite`, { email: 'new.hire@example.com', isOrgAdmin: true, ...nothingMore }, 'orgAdmin')),
      ['InvitationSent'],
    ],
    [
      'an invitation accepted by a new user',
      () => {
        const token = Object.values(world.state.invites).find((i) => i.email === 'new.hire@example.com')?.token;
        return ok(
          call('POST', '/invitations/accept', {
            persona: 'loggedOut',
            body: {
              email: 'new.hire@example.com',
              token,
              userShortName: 'Hira',
              userFullName: 'Hira New',
              userPassword: 'Quayside-Sunrise-2024',
              locale: 'en-GB',
              defaultCurrency: 'GBP',
              consentDocumentIds: [],
            },
          }),
        );
      },
      ['UserCreated', 'UserLinkedToOrganisation', 'UserLinkedToOrganisation'],
    ],
    [
      'an invitation withdrawn',
      async () => {
        const invite = (
          await call<Schemas['Invite']>('POST', `${hfb}/sendinvite`, {
            ...asAdmin,
            body: { email: 'withdrawn@example.com', isOrgAdmin: false, ...nothingMore },
          })
        ).body;
        await ok(batch(`${hfb}/invite/batch`, { changes: [], deletes: [invite.organisationUserInviteID] }, 'orgAdmin'));
      },
      ['InvitationSent', 'InvitationWithdrawn'],
    ],
    [
      'an organisation created, changed and deleted',
      async () => {
        const change = {
          organisationCode: 'AUDIT',
          name: 'Audit Bar',
          organisationType: 1,
          active: true,
          initialised: false,
        };
        const made = await saved<Schemas['Organisation']>(
          batch('/api/organisation/batch', { changes: [change], deletes: [] }),
        );
        const renamed = await saved<Schemas['Organisation']>(
          batch('/api/organisation/batch', { changes: [{ ...made, name: 'Audit Grill' }], deletes: [] }),
        );
        await ok(batch('/api/organisation/batch', { changes: [], deletes: [renamed.organisationID] }));
      },
      ['OrganisationUpdated', 'OrganisationUpdated', 'OrganisationUpdated'],
    ],
    [
      'a client created, changed and deleted',
      async () => {
        const made = await saved<Schemas['Client']>(
          batch('/api/client/batch', { changes: [{ clientID: 'audit-client', ...client }], deletes: [] }),
        );
        await saved(batch('/api/client/batch', { changes: [{ ...made, name: 'Audited' }], deletes: [] }));
        await ok(batch('/api/client/batch', { changes: [], deletes: ['audit-client'] }));
      },
      ['ClientUpdated', 'ClientUpdated', 'ClientUpdated'],
    ],
    [
      'a POS Core instance created, changed and deleted',
      async () => {
        const change = { name: 'POSCore Audit', uri: 'https://audit.poscore.example/', jwtSigningKey: null };
        const made = await saved<Schemas['PosCoreInstance']>(
          batch('/api/POSCoreInstance/batch', { changes: [change], deletes: [] }),
        );
        const pos = made.posCoreInstanceID ?? '';
        await saved(
          batch('/api/POSCoreInstance/batch', { changes: [{ ...made, name: 'POSCore Audited' }], deletes: [] }),
        );
        await ok(batch('/api/POSCoreInstance/batch', { changes: [], deletes: [pos] }));
      },
      ['POSCoreInstanceUpdated', 'POSCoreInstanceUpdated', 'POSCoreInstanceUpdated'],
    ],
    [
      'a deployment server created, changed and deleted',
      async () => {
        const change = { name: 'Deploy Audit', uri: 'https://deploy.audit.example/', jwtSigningKey: 'key' };
        // The service has one: the seeded server goes in the same call (its own entry, the first of four).
        const made = await saved<Schemas['DeploymentServerInstance']>(
          batch('/api/deploymentServerInstance/batch', { changes: [change], deletes: [ids.deployment] }),
        );
        const deployment = made.deploymentServerInstanceID ?? '';
        await saved(
          batch('/api/deploymentServerInstance/batch', { changes: [{ ...made, name: 'Deploy Audited' }], deletes: [] }),
        );
        await ok(batch('/api/deploymentServerInstance/batch', { changes: [], deletes: [deployment] }));
      },
      ['DeploymentServerUpdated', 'DeploymentServerUpdated', 'DeploymentServerUpdated', 'DeploymentServerUpdated'],
    ],
    [
      'an integration server created, given a secret and deleted',
      async () => {
        const change = {
          name: 'Orders Audit',
          uri: 'https://orders.audit.example/',
          integrationServerInstanceType: 1,
          testInstance: false,
        };
        const made = await saved<Schemas['IntegrationServerInstance']>(
          batch('/api/integrationServerInstance/batch', { changes: [change], deletes: [] }),
        );
        const integration = made.integrationServerInstanceID ?? '';
        await saved(
          batch('/api/integrationServerInstance/batch', { changes: [{ ...made, secret: 'new-secret' }], deletes: [] }),
        );
        await ok(batch('/api/integrationServerInstance/batch', { changes: [], deletes: [integration] }));
      },
      // A save that sets only the secret is the secret's entry alone.
      ['IntegrationServerUpdated', 'RemoteOrderServerSecretUpdated', 'IntegrationServerUpdated'],
    ],
    [
      'the organisation profile saved',
      () =>
        ok(batch(`${hfb}/profile`, { organisationID: ids.harbourFishBar, name: 'Harbour Fish & Grill' }, 'orgAdmin')),
      ['OrganisationUpdated'],
    ],
    [
      'a permission group created and deleted',
      async () => {
        const change = { name: 'Auditors', organisationDefault: false, permissions: [] };
        const group = await saved<Schemas['PermissionGroup']>(
          batch(`${hfb}/userpermissiongroup/batch`, { changes: [change], deletes: [] }, 'orgAdmin'),
        );
        await ok(
          batch(
            `${hfb}/userpermissiongroup/batch`,
            { changes: [], deletes: [group.userPermissionGroupID] },
            'orgAdmin',
          ),
        );
      },
      ['OrganisationUpdated', 'OrganisationUpdated'],
    ],
    [
      'access given, changed, restricted and removed',
      async () => {
        // Sam is a user of Harbour Fish Bar (Bar Staff) without a link of his own.
        const change = { linkType: 1, isOrgAdmin: false, organisationID: ids.harbourFishBar, teamUserID: ids.sam };
        const link = await saved<Schemas['OrganisationUserLink']>(
          batch(`${hfb}/links/batch`, { changes: [change], deletes: [] }, 'orgAdmin'),
        );
        const id = link.organisationUserLinkID;
        await saved(batch(`${hfb}/links/batch`, { changes: [{ ...link, isOrgAdmin: true }], deletes: [] }, 'orgAdmin'));
        const assignment = { organisationUserLinkID: id, userPermissionGroupID: ids.configEditors };
        await ok(batch(`${hfb}/links/${id}/assignments/batch`, { changes: [assignment], deletes: [] }, 'orgAdmin'));
        const node = { nodeID: ids.quaysideFishBar, nodeType: 2, organisationUserLinkID: id };
        await ok(batch(`${hfb}/links/${id}/RootNodes/batch`, { changes: [node], deletes: [] }, 'orgAdmin'));
        await ok(batch(`${hfb}/links/batch`, { changes: [], deletes: [id] }, 'orgAdmin'));
      },
      [
        'UserLinkedToOrganisation',
        'OrganisationUpdated',
        'OrganisationUpdated',
        'OrganisationUpdated',
        'OrganisationUpdated',
      ],
    ],
    [
      'access given to a user without an email',
      async () => {
        const change = { shortName: 'Nomail', fullName: '', email: '', scopes: [] };
        const user = await saved<User>(batch('/api/user/batch', { changes: [change], deletes: [] }));
        // Only a super user may give access to a user who is none of the organisation's yet (x-reference).
        const link = { linkType: 1, isOrgAdmin: false, organisationID: ids.harbourFishBar, teamUserID: user.userID };
        await ok(batch(`${hfb}/links/batch`, { changes: [link], deletes: [] }));
      },
      ['UserCreated', 'UserLinkedToOrganisation'],
    ],
    [
      'a team created, renamed, given and losing a member, and deleted',
      async () => {
        const team = await saved<Schemas['Team']>(
          batch(`${hfb}/team/batch`, { changes: [{ name: 'Deck Crew' }], deletes: [] }, 'orgAdmin'),
        );
        await saved(
          batch(`${hfb}/team/batch`, { changes: [{ ...team, name: 'Deck Hands' }], deletes: [] }, 'orgAdmin'),
        );
        const members = `${hfb}/team/${team.teamID}/members/batch`;
        const member = await saved<Schemas['TeamMember']>(
          batch(members, { changes: [{ teamID: team.teamID, userID: ids.uma }], deletes: [] }, 'orgAdmin'),
        );
        await ok(batch(members, { changes: [], deletes: [member.teamUserLinkID] }, 'orgAdmin'));
        await ok(batch(`${hfb}/team/batch`, { changes: [], deletes: [team.teamID] }, 'orgAdmin'));
      },
      [
        'OrganisationUpdated',
        'OrganisationUpdated',
        'OrganisationUpdated',
        'OrganisationUpdated',
        'OrganisationUpdated',
      ],
    ],
    [
      'a service account created, its password reset, and deleted',
      async () => {
        const change = { name: 'Till Server', serviceAccountType: 1, integrationServerPermissions: [] };
        const account = await saved<Schemas['ServiceAccount']>(
          batch(`${hfb}/serviceaccounts/batch`, { changes: [change], deletes: [] }, 'orgAdmin'),
        );
        await ok(call('POST', `${hfb}/serviceaccounts/${account.serviceAccountID}/resetpassword`, asAdmin));
        await ok(
          batch(`${hfb}/serviceaccounts/batch`, { changes: [], deletes: [account.serviceAccountID] }, 'orgAdmin'),
        );
      },
      ['OrganisationUpdated', 'ServiceAccountPasswordReset', 'OrganisationUpdated'],
    ],
    [
      'an organisation initialised',
      async () => {
        const change = {
          organisationCode: 'SHORE',
          name: 'Shoreline Grill',
          organisationType: 1,
          posCoreInstanceID: ids.euWest,
          parentOrganisationID: ids.harbourGroup,
          active: true,
          initialised: false,
        };
        const made = await saved<Schemas['Organisation']>(
          batch('/api/organisation/batch', { changes: [change], deletes: [] }),
        );
        await ok(
          batch(`/api/organisation/${made.organisationID}/initialise`, {
            currencyCode: 'EUR',
            authorisedAppIds: [ids.posTerminal],
            initialAdminTeamID: null,
            initialAdminUserID: null,
            defaultConfigTemplateOrgCode: null,
          }),
        );
      },
      ['OrganisationUpdated', 'OrganisationInitialised'],
    ],
    [
      'a version authorised for a child organisation',
      () =>
        ok(
          batch(`/api/organisation/${ids.northwind}/packageauthorisations/${ids.posTerminal}/batch`, {
            applicationPackageID: null,
            organisationIDs: [ids.crown],
            autoAcceptNotBeforeDate: null,
          }),
        ),
      ['OrganisationUpdated'],
    ],
    [
      'a version accepted, its acceptance changed, and auto accept set',
      async () => {
        const acceptance = (
          await call<Schemas['Acceptance']>('POST', `${hfb}/acceptances/${install}/add`, {
            ...asAdmin,
            body: {
              applicationPackageID: installPackage,
              notBefore: null,
              rootNodeID: ids.quaysideFishBar,
              rootNodeType: 2,
              userID: ids.oliver,
            },
          })
        ).body;
        const { dateTimeAccepted: _accepted, ...update } = acceptance;
        await ok(
          batch(`${hfb}/acceptances/${install}/update`, { ...update, notBefore: world.daysFromNow(7) }, 'orgAdmin'),
        );
        await ok(batch(`${hfb}/appsettings/${install}`, { autoAccept: true, notBeforeTimeUTC: null }, 'orgAdmin'));
      },
      ['OrganisationUpdated', 'OrganisationUpdated', 'OrganisationUpdated'],
    ],
  ];
}

describe('the audit log', () => {
  it('records each kind of write under its own type of the contract, with a message that reads well', async () => {
    const test = await testWorld();
    const nameOf = new Map(test.world.settings.auditDescriptions.map((d) => [d.type, d.enumName]));
    const written = new Set<string>();
    for (const [what, write, types] of writes(test)) {
      const before = test.world.state.audit.length;
      await write();
      const entries = test.world.state.audit.slice(before);
      expect
        .soft(
          entries.map((entry) => nameOf.get(entry.auditLogType)),
          `${what}: ${entries.map((e) => e.message).join(' | ')}`,
        )
        .toEqual(types);
      for (const entry of entries) {
        expect.soft(entry.message, what).not.toMatch(/\(\s*\)|\bundefined\b|\bnull\b|\s{2}|\s$/);
        written.add(nameOf.get(entry.auditLogType) ?? '');
      }
    }
    // Every type the world writes is one of these writes (a new one needs its case here).
    expect([...written].sort()).toEqual([...AUDIT_KINDS].sort());
  });

  it('writes no entry for a save that sets no field, of any kind of record a batch saves', async () => {
    const { call, world } = await testWorld();
    const resent = async (read: string, write: string) => {
      const record = await call('GET', read);
      expect(record.status, read).toBe(200);
      const before = world.state.audit.length;
      const answer = await call('POST', write, { body: { changes: [record.body], deletes: [] } });
      expect(answer.status, `${write}: ${JSON.stringify(answer.body)}`).toBe(200);
      return world.state.audit.slice(before).map((entry) => entry.message);
    };
    const client = (await call<Schemas['Client'][]>('GET', '/api/client')).body[0];
    const server = (await call<Schemas['IntegrationServerInstance'][]>('GET', '/api/integrationServerInstance'))
      .body[0];
    const account = (await call<Schemas['ServiceAccount'][]>('GET', `${hfb}/serviceaccounts`)).body[0];
    const sent: [string, string][] = [
      [`/api/user/${ids.uma}`, '/api/user/batch'],
      [`${hfb}/team/${ids.barStaff}`, `${hfb}/team/batch`],
      [`${hfb}/userpermissiongroup/${ids.managers}`, `${hfb}/userpermissiongroup/batch`],
      [`/api/Organisation/${ids.harbourFishBar}`, '/api/organisation/batch'],
      [`/api/client/${client?.clientID ?? ''}`, '/api/client/batch'],
      [
        `/api/integrationServerInstance/${server?.integrationServerInstanceID ?? ''}`,
        '/api/integrationServerInstance/batch',
      ],
      [`${hfb}/serviceaccounts/${account?.serviceAccountID ?? ''}`, `${hfb}/serviceaccounts/batch`],
    ];
    for (const [read, write] of sent) expect(await resent(read, write), write).toEqual([]);
    // An event that sets no field keeps its entry (a password reset requested).
    await call('POST', '/passwordreset/send', { persona: 'loggedOut', body: { email: 'uma@harbourfishbar.example' } });
    expect(world.state.audit.at(-1)?.changes).toEqual([]);
  });
});
