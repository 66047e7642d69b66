// How a feature folder and its URL name each other (docs/conventions.md, "Names").

/** A feature's URL segment: its words joined, as SPEC 2.1 spells URLs (`service-accounts` -> serviceaccounts). */
export const urlSegmentOf = (feature) => feature.replaceAll('-', '');

/**
 * A route file's URL as SPEC 2.1 writes it, with the router's `$param`s (`src/routes/admin/users/index.tsx` ->
 * /admin/users).
 * @param {string} file
 */
export function urlOfRouteFile(file) {
  const url = file
    .replace(/^src\/routes/, '')
    .replace(/\.tsx$/, '')
    .replace(/\/(index|route)$/, '');
  return url === '' ? '/' : url;
}
