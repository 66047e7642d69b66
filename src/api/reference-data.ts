import { $api } from './client';

/** Currencies and locales, loaded once at start-up (SPEC 4) and kept for the session. */
export const currencyListQuery = $api.queryOptions(
  'get',
  '/api/currency',
  {},
  { staleTime: Infinity, gcTime: Infinity },
);
export const localeListQuery = $api.queryOptions('get', '/api/locale', {}, { staleTime: Infinity, gcTime: Infinity });
