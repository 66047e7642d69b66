import { badRequest } from '../errors';
import { linkGroupsField, linkName, PERMISSION_GROUPS } from '../organisation-records';
import { batchOf, getOf, listOf } from '../record-handling';
import type { LinkRecord, PermissionGroupRecord } from '../state';
import type { Handlers } from './context';

export const handlers: Handlers = {
  listOrganisationPermissionGroupLookup: listOf(PERMISSION_GROUPS),

  listUserPermissionGroups: listOf(PERMISSION_GROUPS),

  getUserPermissionGroup: getOf(PERMISSION_GROUPS),

  batchUserPermissionGroups: batchOf(PERMISSION_GROUPS, {
    idOf: (posted) => posted.userPermissionGroupID,
    save({ world, me, owner, edited }, posted) {
      const name = posted.name.trim();
      if (!name) throw badRequest('BadRequest', 'A permission group needs a name');
      const existing = edited(posted.userPermissionGroupID);
      const group: PermissionGroupRecord = {
        userPermissionGroupID: existing?.userPermissionGroupID ?? world.newId(),
        organisationID: owner,
        name,
        organisationDefault: posted.organisationDefault ?? false,
        permissions: posted.permissions ?? existing?.permissions ?? [],
        version: world.nextVersion(),
      };
      world.state.permissionGroups[group.userPermissionGroupID] = group;
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        `Permission group ${name} ${existing ? 'updated' : 'created'}`,
        world.changeOf('PermissionGroup', existing ?? null, group),
      );
      return PERMISSION_GROUPS.view(world, group);
    },
    // The contract has no code for a group in use: its assignments go with it.
    // Each link that had it gets an entry of its `permissionGroups` without it.
    deletes({ world, me }, group) {
      const { state } = world;
      const links = new Set<LinkRecord>();
      for (const a of Object.values(state.assignments)) {
        const link = state.links[a.organisationUserLinkID];
        if (a.userPermissionGroupID === group.userPermissionGroupID && link) links.add(link);
      }
      const before = new Map([...links].map((link) => [link, linkGroupsField(world, link)]));
      delete state.permissionGroups[group.userPermissionGroupID];
      for (const [assignmentId, a] of Object.entries(state.assignments))
        if (a.userPermissionGroupID === group.userPermissionGroupID) delete state.assignments[assignmentId];
      for (const [link, groups] of before)
        world.audit(
          'OrganisationUpdated',
          me,
          link.organisationID,
          `Permission groups of ${linkName(world, link)} changed (permission group ${group.name} deleted)`,
          world.changeOf('OrganisationUserLink', groups, linkGroupsField(world, link), link),
        );
    },
    deleted: ({ world, me, owner }, group) =>
      world.audit(
        'OrganisationUpdated',
        me,
        owner,
        `Permission group ${group.name} deleted`,
        world.changeOf('PermissionGroup', group, null),
      ),
  }),
};
