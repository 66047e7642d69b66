import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { MessageKey } from '#/lib/messages/catalogues';
import type { RecordFields } from '#/lib/record-fields';

/** The three kinds of server as answers carry them, and as a save sends them (a new one without an id). */
export type PosCoreInstance = components['schemas']['PosCoreInstance'];
export type DeploymentServerInstance = components['schemas']['DeploymentServerInstance'];
export type IntegrationServerInstance = components['schemas']['IntegrationServerInstance'];
export type PosCoreInstanceChange = components['schemas']['PosCoreInstanceChange'];
export type DeploymentServerInstanceChange = components['schemas']['DeploymentServerInstanceChange'];
export type IntegrationServerInstanceChange = components['schemas']['IntegrationServerInstanceChange'];
/** The body of the integration server's /batch call (SPEC 7), as the contract types it. */
export type IntegrationServerInstanceBatch = components['schemas']['IntegrationServerInstanceBatchRequest'];
export type LinkedOrganisation = components['schemas']['Organisation'];

/** The text values a server record of any kind has. */
export interface ServerTextValues {
  name: string;
  uri: string;
  jwtSigningKey?: string | null;
}

/**
 * The editable text fields shared by the three server kinds, described once (SPEC 3, 5: name 32, uri 256,
 * jwtSigningKey 128). Name and Uri trim (`src/lib/field-text.ts`); the JWT Signing Key, a secret, is checked and
 * sent as typed.
 */
const serverTextFields = (source: {
  name: { maxLength: number };
  uri: { maxLength: number };
  jwtSigningKey: { maxLength: number };
}) =>
  ({
    name: { kind: 'text', label: 'servers.field.name', required: true, maxLength: source.name.maxLength, trim: true },
    // SPEC 2.4: an instance without an address shows N/A, so the Uri is optional.
    uri: { kind: 'text', label: 'servers.field.uri', required: false, maxLength: source.uri.maxLength, trim: true },
    jwtSigningKey: {
      kind: 'text',
      label: 'servers.field.jwtSigningKey',
      required: false,
      maxLength: source.jwtSigningKey.maxLength,
      trim: false,
    },
  }) as const satisfies RecordFields<ServerTextValues, 'servers'>;

/** The text fields every kind of server has (Name, Uri, JWT Signing Key), with that kind's limits: what the edit pages and the rules read. */
export type ServerFieldRules = ReturnType<typeof serverTextFields>;

const posCoreText = serverTextFields(limits.PosCoreInstance);
const integrationText = serverTextFields(limits.IntegrationServerInstance);

/**
 * A POS Core instance's fields, in the order of its grid's columns (SPEC 2.4; widths SPEC 9: 350/300/275/275/275/500):
 * the id, Name, the staging address and Uri (a link); the grid's Version and Errors come from each instance's own
 * API, so they are its screen's own columns.
 */
export const posCoreFields = {
  posCoreInstanceID: { kind: 'readOnly', column: 'servers.posCore.column.id', width: 350 },
  name: { ...posCoreText.name, column: 'servers.posCore.column.name', width: 300 },
  stagingUri: { kind: 'readOnly', column: 'servers.posCore.column.staging', width: 275 },
  uri: { ...posCoreText.uri, column: 'servers.posCore.column.uri', width: 500 },
  jwtSigningKey: posCoreText.jwtSigningKey,
} as const satisfies RecordFields<PosCoreInstanceChange, 'servers'>;

/** The deployment server's fields (its edit page alone: there is no grid of them). */
export const deploymentServerFields = serverTextFields(limits.DeploymentServerInstance);

/**
 * An integration server's fields, in the order of its grid's columns (SPEC 2.4: Instance Id, Name, Type, Uri (a link);
 * SPEC gives no widths here).
 */
export const integrationServerFields = {
  integrationServerInstanceID: { kind: 'readOnly', column: 'servers.integration.column.id', width: 350 },
  name: { ...integrationText.name, column: 'servers.integration.column.name', width: 300 },
  integrationServerInstanceType: { kind: 'choice', column: 'servers.integration.column.type', width: 250 },
  uri: { ...integrationText.uri, column: 'servers.integration.column.uri', width: 500 },
  jwtSigningKey: integrationText.jwtSigningKey,
} as const satisfies RecordFields<IntegrationServerInstanceChange, 'servers'>;

/** The integration server's secret, a field of its edit page alone: its label and the contract's limit. */
export const SECRET_LABEL = 'servers.field.secret' satisfies MessageKey<'servers'>;
export const SECRET_MAX_LENGTH = limits.IntegrationServerInstance.secret.maxLength;
