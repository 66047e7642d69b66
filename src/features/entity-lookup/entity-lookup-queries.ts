import { $api } from '#/api/client';

/** GET /api/EntityLookup/filterunscoped?filter=: every entity of any organisation matching the id (or text). */
export const entityLookupQuery = (filter: string) =>
  $api.queryOptions('get', '/api/EntityLookup/filterunscoped', { params: { query: { filter } } });
