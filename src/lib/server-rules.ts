import { limits } from '../api/limits.gen';
import type { components } from '../api/schema.gen';
import { forbiddenSchemeProblem, isHttpUri } from './absolute-uri';
import { errorMessageOf } from './error-messages';
import { textProblem, textRule, trimmedText, withTrimmedText } from './field-text';
import { DEFAULT_INTEGRATION_SERVER_TYPE } from './integration-server-types';
import type { Translate } from './messages/catalogues';

export type PosCoreInstance = components['schemas']['PosCoreInstance'];
export type DeploymentServerInstance = components['schemas']['DeploymentServerInstance'];
export type IntegrationServerInstance = components['schemas']['IntegrationServerInstance'];
export type LinkedOrganisation = components['schemas']['Organisation'];

/** The path id of the create page of POS Core instances and integration servers (/edit/new). Real ids are GUIDs. */
export const NEW_RECORD_ID = 'new';

/** SPEC 8 "POS core and integration instances". */
export const RECORD_UPDATE_ERROR = 'There was an error updating the record.';
export const COMMIT_ERROR =
  'There was an error committing these changes. Please try again later or consider refreshing your browser.';

/** A failure shown with SPEC 8's text, followed by what the server said (when it said something). */
export function failureWith(t: Translate<'errors'>, message: string, cause: unknown): Error {
  const detail = errorMessageOf(t, cause);
  return new Error(detail && detail !== message ? `${message} ${detail}` : message, { cause });
}

export interface TextFieldRule {
  label: string;
  required: boolean;
  maxLength: number;
  /** Checked, counted and sent without leading and trailing white space (`src/lib/field-text.ts`). */
  trim: boolean;
}

/**
 * The editable text fields shared by the three server kinds (SPEC 3, 5: name 32, uri 256, jwtSigningKey 128). Name
 * and Uri trim (`src/lib/field-text.ts`); the JWT Signing Key, a secret, is checked and sent as typed.
 */
export interface ServerFieldRules {
  name: TextFieldRule;
  uri: TextFieldRule;
  jwtSigningKey: TextFieldRule;
}

const rules = (source: {
  name: { maxLength: number };
  uri: { maxLength: number };
  jwtSigningKey: { maxLength: number };
}): ServerFieldRules => ({
  name: { label: 'Name', required: true, maxLength: source.name.maxLength, trim: true },
  // SPEC 2.4: an instance without an address shows N/A, so the Uri is optional.
  uri: { label: 'Uri', required: false, maxLength: source.uri.maxLength, trim: true },
  jwtSigningKey: { label: 'JWT Signing Key', required: false, maxLength: source.jwtSigningKey.maxLength, trim: false },
});

export const posCoreFields = rules(limits.PosCoreInstance);
export const deploymentServerFields = rules(limits.DeploymentServerInstance);
export const integrationServerFields = rules(limits.IntegrationServerInstance);
export const SECRET_LABEL = 'Secret';
export const SECRET_MAX_LENGTH = limits.IntegrationServerInstance.secret.maxLength;

/**
 * The Uri problem: optional, else an http(s) address (a `javascript:`, `data:`... one says which scheme is refused).
 * The address is checked trimmed, as it is sent.
 */
export function uriProblem(uri: string | null | undefined, label = 'Uri'): string | null {
  const text = trimmedText(uri);
  if (text === '' || isHttpUri(text)) return null;
  const forbidden = forbiddenSchemeProblem(label, text);
  if (forbidden) return `${forbidden}: enter an http or https address (e.g. https://server.example)`;
  return `${label} must be a valid http or https address (e.g. https://server.example)`;
}

export interface ServerTextValues {
  name: string;
  uri: string;
  jwtSigningKey?: string | null;
}

/** The first problem of a server record's text fields, or null (grids and edit pages check before sending). */
export function serverProblem(
  t: Translate<'forms'>,
  record: ServerTextValues,
  fields: ServerFieldRules,
): string | null {
  for (const key of ['name', 'uri', 'jwtSigningKey'] as const) {
    const message = textProblem(t, fields[key].label, record[key], fields[key]);
    if (message) return message;
  }
  return uriProblem(record.uri, fields.uri.label);
}

/** The text fields every server kind sends trimmed (the JWT Signing Key and the secret are sent as typed). */
const TRIMMED_KEYS = ['name', 'uri'] as const;

/** A POS Core instance as sent: without the read-only addresses the server reports; Name and Uri trimmed. */
export function posCoreToSave(record: PosCoreInstance): PosCoreInstance {
  const { versionUri, stagingUri, exceptionsUri, ...sent } = record;
  return withTrimmedText(sent, TRIMMED_KEYS);
}

/** A deployment server as sent: without the read-only addresses; Name and Uri trimmed. */
export function deploymentServerToSave(record: DeploymentServerInstance): DeploymentServerInstance {
  const { versionUri, stagingUri, exceptionsUri, ...sent } = record;
  return withTrimmedText(sent, TRIMMED_KEYS);
}

/**
 * An integration server as sent: without the read-only staging address, Name and Uri trimmed, with the secret (as
 * typed) only when entered.
 */
export function integrationServerToSave(record: IntegrationServerInstance, secret = ''): IntegrationServerInstance {
  const { stagingUri, secret: _unsent, ...sent } = record;
  const trimmed = withTrimmedText(sent, TRIMMED_KEYS);
  return secret !== '' ? { ...trimmed, secret } : trimmed;
}

export const blankPosCoreInstance = (): PosCoreInstance => ({ name: '', uri: '', jwtSigningKey: null });
export const blankDeploymentServer = (): DeploymentServerInstance => ({ name: '', uri: '', jwtSigningKey: null });
/** SPEC 4: creating starts from a blank record; SPEC 9: default type RemoteOrderService. */
export const blankIntegrationServer = (): IntegrationServerInstance => ({
  name: '',
  integrationServerInstanceType: DEFAULT_INTEGRATION_SERVER_TYPE,
  uri: '',
  jwtSigningKey: null,
  testInstance: false,
});

/** "Name [CODE]" of a linked organisation. */
export function linkedOrganisationLabel(organisation: LinkedOrganisation): string {
  return organisation.organisationCode ? `${organisation.name} [${organisation.organisationCode}]` : organisation.name;
}

/** The grid's check of a POS Core instance row and of an integration server instance row. */
export const posCoreInstanceProblem = (t: Translate<'forms'>, instance: PosCoreInstance) =>
  serverProblem(t, instance, posCoreFields);

export const integrationServerInstanceProblem = (t: Translate<'forms'>, instance: IntegrationServerInstance) =>
  serverProblem(t, instance, integrationServerFields);

/** The fields every server edit page edits (SPEC 3: name, uri, jwtSigningKey). */
export interface ServerEditValues {
  name: string;
  uri: string;
  jwtSigningKey?: string | null;
}

/** The form values of a server record. */
export function serverEditValues(record: {
  name: string;
  uri: string;
  jwtSigningKey?: string | null;
}): ServerEditValues {
  return { name: record.name, uri: record.uri, jwtSigningKey: record.jwtSigningKey ?? null };
}

/** The form rules of the server fields: the contract's limits (`fields`), and Uri an http(s) address. */
export function serverFormRules(t: Translate<'forms'>, fields: ServerFieldRules) {
  const uriText = textRule(t, fields.uri.label, fields.uri);
  return {
    name: textRule(t, fields.name.label, fields.name),
    uri: (uri: string) => uriText(uri) ?? uriProblem(uri, fields.uri.label),
    jwtSigningKey: textRule(t, fields.jwtSigningKey.label, fields.jwtSigningKey),
  };
}
