import { describe, expect, it } from 'vitest';
import type { Schemas } from '../contract';
import { ids, testWorld } from '../test-world';

const hfb = `/api/organisation/${ids.harbourFishBar}`;
const asAdmin = { persona: 'orgAdmin' as const };

describe('service accounts', () => {
  it('keeps only the three integration permissions, and only on Integration Server accounts', async () => {
    const { call } = await testWorld();
    const post = (account: object) =>
      call<{ changes: Schemas['ServiceAccount'][] }>('POST', `${hfb}/serviceaccounts/batch`, {
        ...asAdmin,
        body: { changes: [account], deletes: [] },
      });
    expect((await post({ name: 'Bad', serviceAccountType: 7, integrationServerPermissions: [1] })).status).toBe(400);
    const pos = await post({
      name: 'Till Server',
      serviceAccountType: 1,
      rootNodeID: ids.quaysideFishBar,
      rootNodeType: 2,
      integrationServerPermissions: [500],
    });
    expect(pos.body.changes[0]).toEqual(
      expect.objectContaining({ integrationServerPermissions: [], rootNodeName: 'Quayside Fish Bar' }),
    );
    const reset = await call<{ generatedPassword: string }>(
      'POST',
      `${hfb}/serviceaccounts/${pos.body.changes[0]?.serviceAccountID}/resetpassword`,
      asAdmin,
    );
    expect(reset.body.generatedPassword.length).toBeGreaterThanOrEqual(16);
  });
});
