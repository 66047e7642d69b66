import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';
import type { RecordFields } from '#/lib/record-fields';

/** A client as answers carry it, and as a save sends it. */
export type Client = components['schemas']['Client'];
export type ClientChange = components['schemas']['ClientChange'];

/**
 * The client's fields with the keys of their SPEC labels (edit page, grid), contract limits and the Clients grid's
 * column widths (SPEC 2.4, 3, 5, 9: ID 300, Name 300, Description 500, Allow Password Grant 200). All four text fields
 * trim (`src/lib/field-text.ts`): checked, counted and sent without leading and trailing white space. The new secret
 * is sent as typed; the Redirect URIs input is split on white space (`./redirect-uris.ts`), so it trims too.
 */
export const clientFields = {
  clientID: {
    kind: 'text',
    label: 'clients.field.clientId',
    column: 'clients.column.id',
    required: true,
    maxLength: limits.Client.clientID.maxLength,
    trim: true,
    width: 300,
  },
  name: {
    kind: 'text',
    label: 'clients.field.name',
    column: 'clients.column.name',
    required: true,
    maxLength: limits.Client.name.maxLength,
    trim: true,
    width: 300,
  },
  description: {
    kind: 'text',
    label: 'clients.field.description',
    column: 'clients.column.description',
    required: false,
    maxLength: limits.Client.description.maxLength,
    trim: true,
    width: 500,
  },
  homepage: {
    kind: 'text',
    label: 'clients.field.homepage',
    // Not a column of the grid: its rows' messages name the field as the edit page does.
    column: 'clients.field.homepage',
    required: false,
    maxLength: limits.Client.homepage.maxLength,
    trim: true,
  },
  allowPasswordGrant: { kind: 'boolean', column: 'clients.column.allowPasswordGrant', width: 200 },
} as const satisfies RecordFields<ClientChange, 'clients'>;

/** The edit page's other text fields: the new secret and the Redirect URIs (their labels, the contract's limits). */
export const NEW_SECRET_LABEL = 'clients.field.newSecret' satisfies MessageKey<'clients'>;
export const NEW_SECRET_MAX_LENGTH = limits.Client.newClientSecret.maxLength;
export const REDIRECT_URIS_LABEL = 'clients.field.redirectUris' satisfies MessageKey<'clients'>;
export const REDIRECT_URIS_MAX_LENGTH = limits.Client.redirectUris.joinedMaxLength;
