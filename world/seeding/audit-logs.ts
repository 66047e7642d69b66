import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf } from '../contract';
import type { WorldState } from '../state';

/** The audit log of the examples, oldest first, each entry with its organisation. */
export function estateAuditLog(api: OpenAPIBackend, state: WorldState): void {
  const byName = new Map(Object.values(state.organisations).map((o) => [o.name, o.organisationID]));
  for (const entry of exampleOf(api, 'queryAuditLog').reverse()) {
    state.audit.push({
      ...entry,
      organisationID: entry.organisationName ? (byName.get(entry.organisationName) ?? null) : null,
    });
  }
}
