/**
 * UserFields: the user record's form fields in SPEC's order, for Admin > Edit User (SPEC 2.4) and Edit My Profile
 * (SPEC 2.6). The text fields trim (src/lib/field-text.ts); `userRecordProblem` is the same check for the Users grid.
 */
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { limits } from '../../api/limits.gen';
import { currencyListQuery, localeListQuery } from '../../api/reference-data';
import type { components } from '../../api/schema.gen';
import { textProblem, textRule, withTrimmedText } from '../../lib/field-text';
import type { Translate } from '../../lib/messages/catalogues';
import type { EditForm } from '../edit-page/use-edit-form';
import { CurrencySelect, LocaleSelect } from '../form-fields/code-select';
import { ImagePicker } from '../form-fields/image-picker';
import { TextField } from '../form-fields/text-field';
import { useT } from '../i18n/i18n-context';

export type UserRecord = components['schemas']['User'];

/** The user's text fields with their SPEC labels (form and grid, as message keys) and the contract's limits. */
export const userFieldRules = {
  shortName: {
    label: 'forms.userFields.displayName',
    gridLabel: 'forms.userFields.shortName',
    required: true,
    maxLength: limits.User.shortName.maxLength,
    trim: true,
  },
  fullName: {
    label: 'forms.userFields.fullName',
    gridLabel: 'forms.userFields.fullName',
    required: false,
    maxLength: limits.User.fullName.maxLength,
    trim: true,
  },
  email: {
    label: 'forms.userFields.email',
    gridLabel: 'forms.userFields.email',
    required: false,
    maxLength: limits.User.email.maxLength,
    trim: true,
  },
} as const;

/** The form rules of the user record's text fields (labelled as on the form), in the language of `t`. */
export function userFormRules(t: Translate<'forms'>) {
  const { shortName, fullName, email } = userFieldRules;
  return {
    shortName: textRule(t, t(shortName.label), shortName),
    fullName: textRule(t, t(fullName.label), fullName),
    email: textRule(t, t(email.label), email),
  };
}

/** The user record as sent: its text fields trimmed (the rule the fields check with). */
export function userToSend<T extends Pick<UserRecord, 'shortName' | 'fullName' | 'email'>>(user: T): T {
  return withTrimmedText(user, ['shortName', 'fullName', 'email']);
}

/** The first problem of a user record (labelled as on the form or as in the grid) in the language of `t`, or null. */
export function userRecordProblem(
  t: Translate<'forms'>,
  user: Pick<UserRecord, 'shortName' | 'fullName' | 'email'>,
  labels: 'label' | 'gridLabel' = 'label',
): string | null {
  for (const key of ['shortName', 'fullName', 'email'] as const) {
    const rule = userFieldRules[key];
    const message = textProblem(t, t(rule[labels]), user[key], rule);
    if (message) return message;
  }
  return null;
}

export interface UserFieldsProps {
  form: EditForm<UserRecord>;
  /** The signed-in person's own profile: adds autocomplete hints. */
  ownRecord?: boolean;
}

export function UserFields({ form, ownRecord = false }: UserFieldsProps) {
  const t = useT('forms');
  const locales = useQuery(localeListQuery);
  const currencies = useQuery(currencyListQuery);
  const hint = (token: string) => (ownRecord ? token : 'off');
  const { shortName, fullName, email } = userFieldRules;
  const value = form.values;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label={t(shortName.label)}
          {...form.getInputProps('shortName')}
          required={shortName.required}
          maxLength={shortName.maxLength}
          trim
          autoComplete={hint('nickname')}
        />
        <TextField
          label={t(fullName.label)}
          {...form.getInputProps('fullName')}
          maxLength={fullName.maxLength}
          trim
          autoComplete={hint('name')}
        />
      </SimpleGrid>
      <ImagePicker
        label={t('forms.userFields.image')}
        value={value.image}
        onChange={(image) => form.setFieldValue('image', image)}
        maxBytes={limits.User.image.maxBytes}
      />
      <TextField
        label={t(email.label)}
        {...form.getInputProps('email')}
        maxLength={email.maxLength}
        trim
        type="email"
        autoComplete={hint('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocaleSelect
          value={value.locale}
          onChange={(locale) => form.setFieldValue('locale', locale)}
          options={locales.data ?? []}
        />
        <CurrencySelect
          value={value.defaultCurrencyCode}
          onChange={(code) => form.setFieldValue('defaultCurrencyCode', code)}
          options={currencies.data ?? []}
        />
      </SimpleGrid>
    </Stack>
  );
}
