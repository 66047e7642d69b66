import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

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
