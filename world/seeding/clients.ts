import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf } from '../contract';
import { SEED_VERSION, type WorldState } from '../state';

/** The estate's clients. */
export function estateClients(api: OpenAPIBackend, state: WorldState): void {
  for (const client of exampleOf(api, 'listClients'))
    state.clients[client.clientID ?? ''] = { ...client, version: SEED_VERSION };
}
