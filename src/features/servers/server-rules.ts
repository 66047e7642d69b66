import { forbiddenSchemeOf, isHttpUri } from '#/lib/absolute-uri';
import { errorMessageOf } from '#/lib/error-messages';
import { trimmedText } from '#/lib/field-text';
import { DEFAULT_INTEGRATION_SERVER_TYPE } from '#/lib/integration-server-types';
import type { MessageKey, Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '#/lib/record-fields';
import {
  deploymentServerFields,
  integrationServerFields,
  posCoreFields,
  type DeploymentServerInstanceChange,
  type IntegrationServerInstanceChange,
  type LinkedOrganisation,
  type PosCoreInstanceChange,
  type ServerFieldRules,
  type ServerTextValues,
} from './server-record';

/** SPEC 8 "POS core and integration instances": the messages' keys. */
export const RECORD_UPDATE_ERROR = 'servers.failure.recordUpdate' satisfies MessageKey<'servers'>;
export const COMMIT_ERROR = 'servers.failure.commit' satisfies MessageKey<'servers'>;

/** A failure shown with SPEC 8's text (`message`, in `t`'s language), followed by what the server said (if anything). */
export function failureWith(
  t: Translate<'errors' | 'servers'>,
  message: typeof RECORD_UPDATE_ERROR | typeof COMMIT_ERROR,
  cause: unknown,
): Error {
  const text = t(message);
  const detail = errorMessageOf(t, cause);
  return new Error(detail && detail !== text ? `${text} ${detail}` : text, { cause });
}

/**
 * The Uri problem, in `t`'s language: optional, else an http(s) address (a `javascript:`, `data:`... one says which
 * scheme is refused). The address is checked trimmed, as it is sent.
 */
export function uriProblem(
  uri: string | null | undefined,
  t: Translate<'servers' | 'forms'>,
  label = t('servers.field.uri'),
): string | null {
  const text = trimmedText(uri);
  if (text === '' || isHttpUri(text)) return null;
  const scheme = forbiddenSchemeOf(text);
  if (scheme !== undefined) return t('servers.uri.forbiddenScheme', { label, scheme });
  return t('servers.uri.invalid', { label });
}

/** The first problem of a server record's text fields, or null (grids and edit pages check before sending). */
export function serverProblem(
  record: ServerTextValues,
  fields: ServerFieldRules,
  t: Translate<'servers' | 'forms'>,
): string | null {
  return recordProblem(t, fields, record) ?? uriProblem(record.uri, t, t(fields.uri.label));
}

/**
 * A record as sent: without what only the server answers (`hasKey`, `hasSecret`, their counts), and without a key
 * unless a new one was typed (the contract: an omitted key keeps the stored one).
 */
function withoutStoredKey<
  T extends {
    jwtSigningKey?: string | null;
    hasKey?: boolean;
    hasSecret?: boolean;
    keyVersion?: number;
    secretVersion?: number;
  },
>(
  record: T,
): Omit<T, 'hasKey' | 'hasSecret' | 'keyVersion' | 'secretVersion' | 'jwtSigningKey'> & { jwtSigningKey?: string } {
  const {
    hasKey: _hasKey,
    hasSecret: _hasSecret,
    keyVersion: _keyVersion,
    secretVersion: _secretVersion,
    jwtSigningKey,
    ...sent
  } = record;
  return jwtSigningKey ? { ...sent, jwtSigningKey } : sent;
}

/** A POS Core instance as sent: without the read-only addresses the server reports; Name and Uri trimmed; a key only when typed. */
export function posCoreToSave(record: PosCoreInstanceChange): PosCoreInstanceChange {
  const { versionUri, stagingUri, exceptionsUri, ...sent } = record;
  return recordToSend(posCoreFields, withoutStoredKey(sent));
}

/** A deployment server as sent: without the read-only addresses; Name and Uri trimmed. */
export function deploymentServerToSave(record: DeploymentServerInstanceChange): DeploymentServerInstanceChange {
  const { versionUri, stagingUri, exceptionsUri, ...sent } = record;
  return recordToSend(deploymentServerFields, withoutStoredKey(sent));
}

/**
 * An integration server as sent: without the read-only staging address, Name and Uri trimmed, with the secret (as
 * typed) only when entered.
 */
export function integrationServerToSave(
  record: IntegrationServerInstanceChange,
  secret = '',
): IntegrationServerInstanceChange {
  const { stagingUri, secret: _unsent, ...sent } = record;
  const trimmed = recordToSend(integrationServerFields, withoutStoredKey(sent));
  return secret !== '' ? { ...trimmed, secret } : trimmed;
}

export const blankPosCoreInstance = (): PosCoreInstanceChange => ({ name: '', uri: '', hasKey: false });
export const blankDeploymentServer = (): DeploymentServerInstanceChange => ({ name: '', uri: '', hasKey: false });
/** SPEC 4: creating starts from a blank record; SPEC 9: default type RemoteOrderService. */
export const blankIntegrationServer = (): IntegrationServerInstanceChange => ({
  name: '',
  integrationServerInstanceType: DEFAULT_INTEGRATION_SERVER_TYPE,
  uri: '',
  hasKey: false,
  hasSecret: false,
  testInstance: false,
});

/** "Name [CODE]" of a linked organisation. */
export function linkedOrganisationLabel(organisation: LinkedOrganisation): string {
  return organisation.organisationCode ? `${organisation.name} [${organisation.organisationCode}]` : organisation.name;
}

/** The grid's check of a POS Core instance row and of an integration server instance row. */
export const posCoreInstanceProblem = (instance: PosCoreInstanceChange, t: Translate<'servers' | 'forms'>) =>
  serverProblem(instance, posCoreFields, t);

export const integrationServerInstanceProblem = (
  instance: IntegrationServerInstanceChange,
  t: Translate<'servers' | 'forms'>,
) => serverProblem(instance, integrationServerFields, t);

/**
 * The fields every server edit page edits (SPEC 3: name, uri, jwtSigningKey), and how many times the key had been set
 * when loaded (`keyVersion`, read-only): the form merges the two as one (`KEY_FIELDS`).
 */
export interface ServerEditValues {
  name: string;
  uri: string;
  jwtSigningKey?: string | null;
  keyVersion?: number;
}

/**
 * A write-only value typed in the form and the stored one's count, merged as one field (`useEditForm`'s
 * `mergeTogether`): the value is never answered, so only the count shows that someone else replaced it, and an admin
 * who typed a new one then chooses between theirs and their own (docs/editing.md).
 */
export const KEY_FIELDS = ['jwtSigningKey', 'keyVersion'] as const;
export const SECRET_FIELDS = ['newSecret', 'secretVersion'] as const;
/** The integration server's secret as the contract (and so its history) names it; the form's is `newSecret`. */
export const HISTORY_SECRET_FIELD = 'secret';

/** The form values of a server record: the key starts empty (a stored one is never read, only replaced). */
export function serverEditValues(record: { name: string; uri: string; keyVersion?: number }): ServerEditValues {
  return { name: record.name, uri: record.uri, jwtSigningKey: null, keyVersion: record.keyVersion ?? 0 };
}

/**
 * A write-only field's value in the tables of someone else's changes (`KEY_FIELDS` or `SECRET_FIELDS` packed as
 * one), never the value itself: the one the admin typed, else the stored one by its count. Undefined for any other
 * value.
 */
export function writeOnlyValueText(
  t: Translate<'servers'>,
  kind: 'key' | 'secret',
  value: unknown,
): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const [typedField, countField] = kind === 'key' ? KEY_FIELDS : SECRET_FIELDS;
  const packed = value as Record<string, unknown>;
  const typed = packed[typedField];
  const count = packed[countField];
  if (typeof typed === 'string' && typed !== '')
    return t(kind === 'key' ? 'servers.key.typed' : 'servers.secret.typed');
  if (typeof count !== 'number') return undefined;
  if (count === 0) return t(kind === 'key' ? 'servers.key.none' : 'servers.secret.none');
  return t(kind === 'key' ? 'servers.key.storedVersion' : 'servers.secret.storedVersion', { count });
}

/** The form rules of the server fields: the contract's limits (`fields`), and Uri an http(s) address. */
export function serverFormRules(fields: ServerFieldRules, t: Translate<'servers' | 'forms'>) {
  const text = fieldRules(t, fields);
  return { ...text, uri: (uri: string) => text.uri(uri) ?? uriProblem(uri, t, t(fields.uri.label)) };
}
