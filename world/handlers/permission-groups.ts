import { badRequest } from '../errors';
import { PERMISSION_GROUPS } from '../organisation-records';
import { batchOf, getOf, listOf } from '../record-handling';
import type { PermissionGroupRecord } from '../state';
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
    deletes({ world }, group) {
      const { state } = world;
      delete state.permissionGroups[group.userPermissionGroupID];
      for (const [assignmentId, a] of Object.entries(state.assignments))
        if (a.userPermissionGroupID === group.userPermissionGroupID) delete state.assignments[assignmentId];
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
