import { $api } from '#/api/client';
import { ApiFailure } from '#/api/transport';

/**
 * Calls about organisations that several features (and the shell) read: one factory each, so every reader shares
 * one cache entry and a mutation that changes it invalidates that one key.
 */

/**
 * GET api/Organisation: every organisation (super users). The shell's breadcrumb switcher shows it; Organisations
 * reads it for a selected organisation not loaded in the tree; saving a profile or an organisation refreshes it.
 */
export const organisationListQuery = () => $api.queryOptions('get', '/api/Organisation');

/**
 * GET /api/Organisation/{orgId}: one organisation (a contract extension, there with the filtered tree's
 * `entities=false`): the Organisations page's selection, and a super user's organisation page's name and code
 * without every organisation (over 40 MB at 100,000).
 */
export const organisationQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/Organisation/{orgId}', { params: { path: { orgId } } });

/**
 * Whether a failed read of one organisation says the server has no such call (405, or a 404 without SPEC 8's code)
 * rather than that the organisation is gone (a coded 404): the caller then reads it from the whole list.
 */
export function lacksReadOfOne(error: unknown): boolean {
  return error instanceof ApiFailure && (error.status === 405 || (error.status === 404 && error.code === undefined));
}

/**
 * GET /api/OrganisationTree/filtered?query=: the organisations whose name, code or kapow contain the text, as a filled
 * tree from the roots (SPEC 7), which the Organisations page shows. It asks with the contract's optional
 * `entities=false` (nodes with their marks instead of their organisations, a third of the answer); a server without
 * it sends the organisations, which the page then uses.
 */
export const organisationTreeFilteredQuery = (query: string) =>
  $api.queryOptions('get', '/api/OrganisationTree/filtered', { params: { query: { query, entities: false } } });

/**
 * The same call with the contract's optional `limit`: the first `limit` matches, each with its ancestors (a server
 * without it answers every match). The command palette's search as the admin types.
 */
export const organisationSearchQuery = (query: string, limit: number) =>
  $api.queryOptions('get', '/api/OrganisationTree/filtered', { params: { query: { query, limit } } });

/**
 * GET /api/Organisation/summary/{orgId}: the content of the Organisation Summary cards (SPEC 2.5, 7). Changes to
 * teams, access links and invitations refresh it.
 */
export const organisationSummaryQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/Organisation/summary/{orgId}', { params: { path: { orgId } } });

/**
 * Every organisation's summary, whole or brief (a key prefix): what a change to organisations refreshes, since a
 * summary lists the organisation's children.
 */
export const everyOrganisationSummaryKey = ['get', '/api/Organisation/summary/{orgId}'] as const;

/**
 * The same call with the contract's optional `childLimit=1`: whether the organisation is a root and has any children,
 * without a root organisation's thousands of them (most of its answer; a server without the limit lists them all).
 * The command palette decides Install Versions and Version Authorisation from it. It shares the summary's key
 * prefix (`everyOrganisationSummaryKey`), so whatever refreshes the summary refreshes it.
 */
export const organisationSummaryBriefQuery = (orgId: string) =>
  $api.queryOptions('get', '/api/Organisation/summary/{orgId}', {
    params: { path: { orgId }, query: { childLimit: 1 } },
  });
