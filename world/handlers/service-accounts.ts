import { PermissionId, ServiceAccountType } from '../../src/api/schema.gen';
import { replaced } from '../audit-diff';
import type { Schemas } from '../contract';
import { badRequest } from '../errors';
import { byName, NODE_TYPES, ownNode } from '../organisation-records';
import { batchOf, foundOf, getOf, listOf, perOrganisation, type RecordKind } from '../record-handling';
import type { ServiceAccountRecord } from '../state';
import type { Handlers } from './context';

/** The only permissions an Integration Server service account may carry (SPEC 2.5). */
const INTEGRATION_PERMISSIONS: readonly PermissionId[] = [
  PermissionId.DataExtractionService_Templates,
  PermissionId.PartnerServices_Config,
  PermissionId.PartnerServices_Sales,
];

/** An organisation's service accounts, by name, with the name of the node each is restricted to. */
const SERVICE_ACCOUNTS: RecordKind<'serviceAccounts', Schemas['ServiceAccount'], { orgId: string }> = {
  table: 'serviceAccounts',
  what: 'Service account',
  scope: perOrganisation(
    (account) => account.organisationID,
    (world, orgId) => world.lists.where('serviceAccounts', 'organisationID', orgId),
  ),
  order: byName,
  view: (world, account) => {
    const { organisationID: _org, ...view } = account;
    const rootNodeName = account.rootNodeID ? (world.state.siteNodes[account.rootNodeID]?.name ?? null) : null;
    return { ...view, rootNodeName };
  },
};

export const handlers: Handlers = {
  listOrganisationServiceAccounts: listOf(SERVICE_ACCOUNTS),

  getOrganisationServiceAccount: getOf(SERVICE_ACCOUNTS),

  batchOrganisationServiceAccounts: batchOf(SERVICE_ACCOUNTS, {
    idOf: (posted) => posted.serviceAccountID,
    save({ world, me, owner, edited }, posted) {
      const name = posted.name.trim();
      if (!name) throw badRequest('BadRequest', 'A service account needs a name');
      const existing = edited(posted.serviceAccountID);
      const node = posted.rootNodeID ? ownNode(world, owner, posted.rootNodeID) : null;
      const permissions =
        posted.serviceAccountType === ServiceAccountType.IntegrationServer
          ? (posted.integrationServerPermissions ?? [])
          : [];
      if (permissions.some((p) => !INTEGRATION_PERMISSIONS.includes(p))) {
        throw badRequest(
          'BadRequest',
          'An Integration Server account may only carry DataExtractionService_Templates, PartnerServices_Config and PartnerServices_Sales',
        );
      }
      const account: ServiceAccountRecord = {
        serviceAccountID: existing?.serviceAccountID ?? world.newId(),
        organisationID: owner,
        name,
        serviceAccountType: posted.serviceAccountType,
        rootNodeID: node?.nodeID ?? null,
        rootNodeType: node ? NODE_TYPES[node.nodeType] : null,
        integrationServerPermissions: [...new Set(permissions)],
        version: world.nextVersion(),
      };
      world.state.serviceAccounts[account.serviceAccountID] = account;
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        `Service account ${name} ${existing ? 'updated' : 'created'}`,
        world.changeOf('ServiceAccount', existing ?? null, account),
      );
      return SERVICE_ACCOUNTS.view(world, account);
    },
    deleted: ({ world, me, owner }, account) =>
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        `Service account ${account.name} deleted`,
        world.changeOf('ServiceAccount', account, null),
      ),
  }),

  resetOrganisationServiceAccountPassword({ world, me, params }) {
    const account = foundOf(world, SERVICE_ACCOUNTS, params.orgId, params.id);
    // A new password is generated and shown once: the account's history says it was replaced, never what it is.
    world.audit(
      'ServiceAccountPasswordReset',
      me,
      params.orgId,
      `Password of service account ${account.name} reset`,
      world.changeOn('ServiceAccount', account, [replaced('password')]),
    );
    return { generatedPassword: `${world.newToken()}#7a` };
  },
};
