import { test } from './support/fixtures';
import { FOREIGN_ORIGINS, callHeaders, expectNoCors, preflight } from './support/foreign-origin';

// A page of any site a QA engineer visits must not read or change the mock through the console's server: neither
// Vite's preview nor Prism behind it sends a CORS header (docs/security.md, "The mock answers the console only").
test(
  "the example mock grants a page of another origin nothing through the console's preview",
  { tag: ['@shell'] },
  async ({ request }) => {
    for (const origin of FOREIGN_ORIGINS) {
      const list = await request.get('/api/user', { headers: callHeaders('superUser', origin) });
      expectNoCors(list, `GET /api/user from ${origin}`);
      const save = await request.post('/api/user/batch', {
        headers: callHeaders('superUser', origin),
        data: { changes: [], deletes: [] },
      });
      expectNoCors(save, `POST /api/user/batch from ${origin}`);
      expectNoCors(await preflight(request, '/api/user/batch', origin), `preflight from ${origin}`);
    }
  },
);
