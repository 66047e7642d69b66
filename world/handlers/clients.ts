import { badRequest } from '../errors';
import { batchOf, getOf, listOf, type RecordKind } from '../record-handling';
import { clientDefaults, type ClientRecord } from '../state';
import type { Handlers } from './context';

/** The service's clients, as stored; a client's id is the administrator's code. */
const CLIENTS: RecordKind<'clients', ClientRecord> = {
  table: 'clients',
  what: 'Client',
  view: (_world, client) => client,
};

export const handlers: Handlers = {
  listClients: listOf(CLIENTS),

  getClient: getOf(CLIENTS),

  batchClients: batchOf(CLIENTS, {
    // A code not stored yet is a new client.
    idOf: (posted) => posted.clientID?.trim(),
    save({ world, me }, posted) {
      const { state } = world;
      const clientID = posted.clientID?.trim() ?? '';
      if (!clientID) throw badRequest('BadRequest', 'A client needs its Client ID');
      const { newClientSecret, ...client } = posted;
      const before = state.clients[clientID];
      const saved: ClientRecord = { ...clientDefaults(), ...client, clientID, version: world.nextVersion() };
      state.clients[clientID] = saved;
      // The secret is not kept: a save that sends one replaced it (write-only, so its history names no value).
      world.audit(
        'ClientUpdated',
        me,
        null,
        `Client ${clientID} ${before ? 'updated' : 'created'}${newClientSecret ? ' (new secret)' : ''}`,
        world.changeOf('Client', before ?? null, newClientSecret ? { ...saved, newClientSecret } : saved),
      );
      return saved;
    },
    deleted: ({ world, me }, client, id) =>
      world.audit('ClientUpdated', me, null, `Client ${id} deleted`, world.changeOf('Client', client, null)),
  }),
};
