/**
 * UserFields: the user record's form fields, in SPEC's order, for every screen that edits a user record
 * (Admin > Edit User, SPEC 2.4; Edit My Profile, SPEC 2.6): Display Name, Full Name, Image, Email, Locale, Currency.
 *
 * - Labels and limits: `userFieldRules` (SPEC labels, the contract's maxLength from limits.gen.ts, SPEC 5). The
 *   three text fields trim (`src/lib/field-text.ts`): checked and counted without leading and trailing spaces, and
 *   sent that way through `userToSend`.
 * - `userRecordProblem(user)` is the same check as a plain function: screens use it for `canSave` and before
 *   sending; the Users grid uses it with its column headers (`'gridLabel'`).
 * - Locale and Currency never allow an empty value (SPEC 5); their lists are the start-up reference data.
 * - `onChange` receives a patch of the changed field; `showErrors` shows "required" before a field is touched.
 * - `ownRecord` adds the browser's autocomplete hints (nickname, name, email) for a person's own profile; an
 *   administrator editing somebody else gets none.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema.gen';
import { limits } from '../../api/limits.gen';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import { CurrencySelect } from './currency-select';
import { ImagePicker } from './image-picker';
import { LocaleSelect } from './locale-select';
import { withTrimmedText } from '../../lib/field-text';
import { TextField, textFieldError } from './text-field';

export type UserRecord = components['schemas']['User'];

/** The user's text fields with their SPEC labels (form and grid) and the contract's limits. */
export const userFieldRules = {
  shortName: { label: 'Display Name', gridLabel: 'Short Name', required: true, maxLength: limits.User.shortName.maxLength, trim: true },
  fullName: { label: 'Full Name', gridLabel: 'Full Name', required: false, maxLength: limits.User.fullName.maxLength, trim: true },
  email: { label: 'Email', gridLabel: 'Email', required: false, maxLength: limits.User.email.maxLength, trim: true },
} as const;

/** The user record as sent: its text fields trimmed (the rule the fields check with). */
export function userToSend<T extends Pick<UserRecord, 'shortName' | 'fullName' | 'email'>>(user: T): T {
  return withTrimmedText(user, ['shortName', 'fullName', 'email']);
}

/** The first problem of a user record (labelled as on the form or as in the grid), or null. */
export function userRecordProblem(
  user: Pick<UserRecord, 'shortName' | 'fullName' | 'email'>,
  labels: 'label' | 'gridLabel' = 'label',
): string | null {
  for (const key of ['shortName', 'fullName', 'email'] as const) {
    const rule = userFieldRules[key];
    const message = textFieldError(rule[labels], user[key], rule);
    if (message) return message;
  }
  return null;
}

export interface UserFieldsProps {
  value: UserRecord;
  onChange: (patch: Partial<UserRecord>) => void;
  showErrors: boolean;
  /** The signed-in person's own profile: adds autocomplete hints. */
  ownRecord?: boolean;
}

export function UserFields({ value, onChange, showErrors, ownRecord = false }: UserFieldsProps) {
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const hint = (token: string) => (ownRecord ? token : 'off');
  const { shortName, fullName, email } = userFieldRules;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={shortName.label}
          value={value.shortName}
          onChange={(text) => onChange({ shortName: text })}
          required={shortName.required}
          maxLength={shortName.maxLength}
          trim
          showErrors={showErrors}
          autoComplete={hint('nickname')}
        />
        <TextField
          label={fullName.label}
          value={value.fullName}
          onChange={(text) => onChange({ fullName: text })}
          maxLength={fullName.maxLength}
          trim
          showErrors={showErrors}
          autoComplete={hint('name')}
        />
      </SimpleGrid>
      <ImagePicker label="Image" value={value.image} onChange={(image) => onChange({ image })} />
      <TextField
        label={email.label}
        value={value.email}
        onChange={(text) => onChange({ email: text })}
        maxLength={email.maxLength}
        trim
        type="email"
        showErrors={showErrors}
        autoComplete={hint('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocaleSelect value={value.locale} onChange={(locale) => onChange({ locale })} options={locales.data ?? []} />
        <CurrencySelect
          value={value.defaultCurrencyCode}
          onChange={(code) => onChange({ defaultCurrencyCode: code })}
          options={currencies.data ?? []}
        />
      </SimpleGrid>
    </Stack>
  );
}
