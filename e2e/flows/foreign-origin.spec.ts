import { expect, test } from '../support/fixtures';
import { FOREIGN_ORIGINS, callHeaders, expectNoCors, preflight } from '../support/foreign-origin';
import { harbourFishBar, uniqueTag } from './world';

const teams = `/api/organisation/${harbourFishBar}/team`;

// The world refuses whatever a page of another origin sends (403, nothing applied), and no server on the way, Vite's
// preview, Prism or the world, grants it a read (docs/world.md, docs/security.md).
test(
  "the world refuses a page of another origin through the console's preview, and takes the console's own",
  { tag: ['@shell', '@teams'] },
  async ({ request, baseURL }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const teamNames = async () =>
      ((await (await request.get(teams, { headers: callHeaders('orgAdmin') })).json()) as { name: string }[]).map(
        (team) => team.name,
      );
    for (const origin of FOREIGN_ORIGINS) {
      const list = await request.get(teams, { headers: callHeaders('orgAdmin', origin) });
      expect(list.status(), `GET from ${origin}`).toBe(403);
      expectNoCors(list, `GET ${teams} from ${origin}`);
      const save = await request.post(`${teams}/batch`, {
        headers: callHeaders('orgAdmin', origin),
        data: { changes: [{ name: `Planted ${tag}` }], deletes: [] },
      });
      expect(save.status(), `POST from ${origin}`).toBe(403);
      expect(await save.json()).toEqual({ code: 'Forbidden', message: expect.stringContaining(origin) });
      expectNoCors(save, `POST ${teams}/batch from ${origin}`);
      expectNoCors(await preflight(request, `${teams}/batch`, origin), `preflight from ${origin}`);
      const outbox = await request.get('/__world/outbox', { headers: { Origin: origin } });
      expect(outbox.status(), `outbox from ${origin}`).toBe(403);
      expectNoCors(outbox, `GET /__world/outbox from ${origin}`);
    }
    expect(await teamNames()).not.toContain(`Planted ${tag}`);

    // The console's own page sends its origin with a save; Vite's proxy and Prism pass it on and the world takes it.
    const own = new URL(baseURL ?? '').origin;
    const save = await request.post(`${teams}/batch`, {
      headers: callHeaders('orgAdmin', own),
      data: { changes: [{ name: `Own ${tag}` }], deletes: [] },
    });
    expect(save.status()).toBe(200);
    expectNoCors(save, `POST ${teams}/batch from ${own}`);
    expect(await teamNames()).toContain(`Own ${tag}`);
  },
);
