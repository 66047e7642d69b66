import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { historyOf, ids, testWorld } from '../test-world';

const hfb = `/api/organisation/${ids.harbourFishBar}`;
const asAdmin = { persona: 'orgAdmin' as const };

describe('permission groups', () => {
  it('creates and deletes a permission group; its assignments go with it', async () => {
    const { call, world } = await testWorld();
    const saved = await call<{ changes: Schemas['PermissionGroup'][] }>('POST', `${hfb}/userpermissiongroup/batch`, {
      ...asAdmin,
      body: {
        changes: [
          { name: 'Auditors', organisationDefault: false, permissions: [{ permissionID: 100, allowedActions: 8 }] },
        ],
        deletes: [],
      },
    });
    const group = saved.body.changes[0] as Schemas['PermissionGroup'];
    expect(group.totalAssignedUsers).toBe(0);
    expect(
      (
        await call<Schemas['PermissionGroup']>(
          'GET',
          `${hfb}/userpermissiongroup/${group.userPermissionGroupID}`,
          asAdmin,
        )
      ).body.permissions,
    ).toEqual([{ permissionID: 100, allowedActions: 8 }]);
    await call('POST', `${hfb}/userpermissiongroup/batch`, {
      ...asAdmin,
      body: { changes: [], deletes: [ids.managers] },
    });
    expect(Object.values(world.state.assignments).some((a) => a.userPermissionGroupID === ids.managers)).toBe(false);
  });
});

describe("a permission group's delete in the histories of its links", () => {
  it("writes each link's permissionGroups without it, continuing the link's last entry", async () => {
    const { call, world } = await testWorld();
    await call('POST', `${hfb}/links/${ids.umaLink}/assignments/batch`, {
      ...asAdmin,
      body: {
        changes: [
          {
            userPermissionGroupAssignmentID: '00000000-0000-0000-0000-000000000000',
            organisationUserLinkID: ids.umaLink,
            userPermissionGroupID: ids.managers,
          },
        ],
        deletes: [],
      },
    });
    const linkIDs = new Set(
      Object.values(world.state.assignments)
        .filter((a) => a.userPermissionGroupID === ids.managers)
        .map((a) => a.organisationUserLinkID),
    );
    const [last] = await historyOf(call, 'OrganisationUserLink', ids.umaLink);
    await call('POST', `${hfb}/userpermissiongroup/batch`, {
      ...asAdmin,
      body: { changes: [], deletes: [ids.managers] },
    });
    for (const id of linkIDs) {
      const [changed] = await historyOf(call, 'OrganisationUserLink', id);
      expect(changed?.message).toMatch(/^Permission groups of .+ changed \(permission group Managers deleted\)$/);
      const [change] = changed?.changes ?? [];
      expect(change?.field).toBe('permissionGroups');
      expect(change?.before).toContainEqual({ userPermissionGroupID: ids.managers, name: 'Managers' });
      expect(change?.after).toEqual(
        (change?.before as { userPermissionGroupID: string }[]).filter((g) => g.userPermissionGroupID !== ids.managers),
      );
    }
    const [umas] = await historyOf(call, 'OrganisationUserLink', ids.umaLink);
    expect(umas?.changes?.[0]?.before).toEqual(last?.changes?.[0]?.after);
  });
});
