/**
 * Invite User's "A list" (./invite-list.tsx), loaded on demand: what the screen imports instead (same name and
 * props). Most invitations are for one person, so the list's text box, file button, badges and progress bar are not
 * in the route's cold open; the download starts when the screen loads, so the list is usually in before it is chosen.
 * Until then a loader holds its place; if it cannot be downloaded, the page says so and one person can still be
 * invited.
 */
// Why: docs/decisions/060-mantine-blocks-on-demand.md
import { onDemandComponent } from '#/components/on-demand/on-demand-component';

export const InviteList = onDemandComponent(
  () => import('./invite-list'),
  (module) => module.InviteList,
  { loadingLabel: { area: 'access', key: 'access.linkEdit.loading' }, minHeight: 120 },
);
