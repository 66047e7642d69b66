/**
 * The calls of Install Versions' right-hand panels, which load on demand (lazy-acceptance-panels.tsx). They are kept
 * out of acceptances-queries.ts, which the route's loader imports: there they would make that module a chunk of its
 * own, shared by the route and the panels, and named in every page's first load. No cache effect: after each save
 * the screen loads the tree again (`onSaved`).
 */
import { $api } from '#/api/client';

/** POST .../acceptances/{appId}/add (a version's acceptance): no cache effect. */
export function useAddAcceptance() {
  return $api.useMutation('post', '/api/organisation/{orgId}/acceptances/{appId}/add');
}

/** POST .../acceptances/{appId}/update (an acceptance's not-before): no cache effect. */
export function useUpdateAcceptance() {
  return $api.useMutation('post', '/api/organisation/{orgId}/acceptances/{appId}/update');
}

/** POST .../appsettings/{appId} (an app's auto-accept settings): no cache effect. */
export function useSaveAppSettings() {
  return $api.useMutation('post', '/api/organisation/{orgId}/appsettings/{appId}');
}
