import { checks } from '../checks';
import type { Schemas } from '../contract';
import { notFound, WorldError } from '../errors';
import {
  answeredEntry,
  ORGANISATION_SUBJECTS,
  organisationOfRecord,
  storedSubject,
  type SubjectType,
} from '../history';
import type { AuditRecord } from '../state';
import type { World } from '../world';
import type { Handlers } from './context';

/** A page of a record's history as the three reads ask for it. */
interface HistoryQuery {
  pageSize: number;
  pageNumber: number;
  field?: string;
  user?: string;
}

/** The refusal of a server that keeps no history (a world made without it: world/checks.ts). */
function refuseWithoutHistory(world: World): void {
  if (!checks(world, 'history'))
    throw new WorldError(501, 'NotImplemented_NoHistory', 'This server keeps no history of records');
}

/**
 * One page of a record's history, newest first: its entries (World.history's index), those that changed `field` and
 * were made by a user whose name or id contains `user` (case ignored). A record that has no history and does not
 * exist (never was, or not of `organisationID` when one is given) is 404, as is one of another organisation.
 */
function historyPage(
  world: World,
  type: SubjectType,
  id: string,
  query: HistoryQuery,
  organisationID?: string,
): Schemas['AuditLogEntry'][] {
  refuseWithoutHistory(world);
  const log = world.state.audit;
  const places = world.history.of(log, type, id);
  const stored = storedSubject(world.state, type, id);
  const belongs = (owner: string | null | undefined) => organisationID === undefined || owner === organisationID;
  const known = stored
    ? belongs(organisationOfRecord(type, stored))
    : places.length > 0 && belongs(log[places[0] ?? 0]?.subject?.organisationID);
  if (!known) throw notFound(type, id);
  const field = query.field?.trim();
  const user = query.user?.trim().toLowerCase();
  const wanted = (entry: AuditRecord) =>
    (!field || (entry.changes ?? []).some((change) => change.field === field)) &&
    (!user || (entry.userName ?? '').toLowerCase().includes(user) || (entry.userID ?? '').toLowerCase().includes(user));
  const start = query.pageNumber * query.pageSize;
  const page: Schemas['AuditLogEntry'][] = [];
  let matched = 0;
  // Newest first, stopping at the page's end: a record of 10,000 entries answers its first page without reading all.
  for (let at = places.length - 1; at >= 0 && page.length < query.pageSize; at--) {
    const entry = log[places[at] ?? 0];
    if (!entry || !wanted(entry)) continue;
    if (matched++ >= start) page.push(answeredEntry(world.state, entry));
  }
  return page;
}

export const handlers: Handlers = {
  queryAuditLog({ world, body }) {
    const contains = (value: string | null | undefined, wanted: string | null | undefined) =>
      !wanted || (value ?? '').toLowerCase().includes(wanted.trim().toLowerCase());
    const from = body.dateTimeCreatedFrom ? Date.parse(body.dateTimeCreatedFrom) : -Infinity;
    const to = body.dateTimeCreatedTo ? Date.parse(body.dateTimeCreatedTo) : Infinity;
    const types = body.types?.length ? new Set(body.types) : null;
    const matching = world.state.audit.filter((entry) => {
      const created = Date.parse(entry.created);
      return (
        created >= from &&
        created <= to &&
        (!types || types.has(entry.auditLogType)) &&
        contains(entry.userName, body.user) &&
        contains(entry.organisationName, body.organisation) &&
        contains(entry.message, body.message)
      );
    });
    const newestFirst = matching.reverse();
    const start = body.pageNumber * body.pageSize;
    return newestFirst.slice(start, start + body.pageSize).map((entry) => answeredEntry(world.state, entry));
  },

  listAuditLogDescriptions: ({ world }) => world.settings.auditDescriptions,

  listRecordHistory: ({ world, params, query }) => historyPage(world, params.type, params.id, query),

  listOrganisationRecordHistory({ world, params, query }) {
    refuseWithoutHistory(world);
    // Only the organisation's own kinds of record: a user, a client or a server is not found here.
    if (!ORGANISATION_SUBJECTS.has(params.type)) throw notFound(params.type, params.id);
    return historyPage(world, params.type, params.id, query, params.orgId);
  },

  listUserHistory: ({ world, params, query }) => historyPage(world, 'User', params.userId, query),
};
