import type { Handlers } from './context';

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
    return newestFirst.slice(start, start + body.pageSize).map(({ organisationID: _id, ...entry }) => entry);
  },

  listAuditLogDescriptions: ({ world }) => world.settings.auditDescriptions,
};
