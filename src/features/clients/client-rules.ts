import { forbiddenSchemeOf, isAbsoluteUri } from '#/lib/absolute-uri';
import { textRule, trimmedText } from '#/lib/field-text';
import type { Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '#/lib/record-fields';
import {
  NEW_SECRET_LABEL,
  NEW_SECRET_MAX_LENGTH,
  REDIRECT_URIS_LABEL,
  REDIRECT_URIS_MAX_LENGTH,
  clientFields,
  type ClientChange,
} from './client-record';
import { redirectUrisFromText, redirectUrisProblem, redirectUrisToText } from './redirect-uris';

/**
 * The Home Page problem, in `t`'s language: optional, else an absolute URI without a scheme that runs code
 * (`javascript:`...). The address is checked trimmed, as it is sent.
 */
export function homepageProblem(homepage: string | null | undefined, t: Translate<'clients' | 'forms'>): string | null {
  const text = trimmedText(homepage);
  if (text === '') return null;
  const label = t(clientFields.homepage.label);
  const scheme = forbiddenSchemeOf(text);
  if (scheme !== undefined) return t('clients.homepage.forbiddenScheme', { label, scheme });
  if (isAbsoluteUri(text)) return null;
  return t('clients.homepage.notAbsolute', { label });
}

/** The first problem of a client record, or null (used by the grid and the edit page before sending). */
export function clientProblem(
  client: ClientChange,
  t: Translate<'clients' | 'forms'>,
  labels: 'label' | 'column' = 'label',
): string | null {
  return recordProblem(t, clientFields, client, labels) ?? homepageProblem(client.homepage, t);
}

/**
 * The edit page's form rules (`useEditForm`), in `t`'s language: the record's fields with the contract's limits, the
 * Home Page rule, the new secret, and the Redirect URIs (the list the input means).
 */
export function clientFormRules(t: Translate<'clients' | 'forms'>) {
  const fields = fieldRules(t, clientFields);
  return {
    ...fields,
    homepage: (homepage: string | null | undefined) => fields.homepage?.(homepage) ?? homepageProblem(homepage, t),
    newSecret: textRule(t, t(NEW_SECRET_LABEL), { maxLength: NEW_SECRET_MAX_LENGTH }),
    redirectUris: (uris: string[] | null | undefined) =>
      redirectUrisProblem(redirectUrisToText(uris), REDIRECT_URIS_MAX_LENGTH, t, t(REDIRECT_URIS_LABEL)),
  };
}

/**
 * A client record as sent (grid and edit page): Client ID, Name, Description and Home Page trimmed, the rule their
 * fields check with; a blank Home Page is sent as null (no home page).
 */
export function clientToSend(client: ClientChange): ClientChange {
  const record = recordToSend(clientFields, client);
  return { ...record, homepage: record.homepage === '' ? null : record.homepage };
}

/**
 * The record the edit page sends: the edited fields (trimmed, `clientToSend`), the Redirect URIs input as a list, and
 * the new secret as typed, only when one was entered (SPEC 3: write-only, sent only to change it).
 */
export function clientToSave(client: ClientChange, redirectText: string, newSecret: string): ClientChange {
  const record: ClientChange = { ...clientToSend(client), redirectUris: redirectUrisFromText(redirectText) };
  delete record.newClientSecret;
  return newSecret !== '' ? { ...record, newClientSecret: newSecret } : record;
}

/** A new client row: blank, both grants off, no redirect URIs. */
export const newClient = (): ClientChange => ({
  clientID: '',
  name: '',
  description: '',
  homepage: null,
  allowPasswordGrant: false,
  allowRemoteOrderingGrant: false,
  imageBase64: null,
  redirectUris: [],
});

/** The grid's check of a client row (messages name the column). */
export const clientGridProblem = (client: ClientChange, t: Translate<'clients' | 'forms'>) =>
  clientProblem(client, t, 'column');
