import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';

describe('what a save sends', () => {
  it("leaves out the record's readOnly properties (the server's names and counts), at any depth", async () => {
    const sent: unknown[] = [];
    const client = createApiClient({
      baseUrl: 'http://console.test',
      fetch: async (request: Request) => {
        sent.push(await request.json());
        return new Response(JSON.stringify({ changes: [], deletes: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    await client.POST('/api/organisation/{orgId}/team/batch', {
      params: { path: { orgId: '10000000-0000-4000-8000-000000000005' } },
      body: {
        changes: [{ teamID: '30000000-0000-4000-8000-000000000002', name: 'Bar Staff', totalMembers: 3 }],
        deletes: [],
      },
    });
    expect(sent).toEqual([
      { changes: [{ teamID: '30000000-0000-4000-8000-000000000002', name: 'Bar Staff' }], deletes: [] },
    ]);
  });
});
