/**
 * Import Users, a row's Fix dialog: the user form's fields (the record's description without the image) over the row's
 * values, with the edit page's rules and the email's structure; Apply gives the row these values.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '#/components/dialogs/lazy-modal';
import { DescribedFields } from '#/components/edit-page/described-fields';
import { useEditForm } from '#/components/edit-page/use-edit-form';
import { useT } from '#/components/i18n/i18n-context';
import { isEmailStructureValid } from '#/lib/email-rule';
import { IMPORT_FIELDS, IMPORT_USER_FIELDS, importFieldKind } from './import-mapping';
import { rowUser, type ImportRow, type ImportValues } from './import-rows';
import { userFormRules, type UserChange } from './user-record';

export interface ImportFixDialogProps {
  row: ImportRow | null;
  onApply: (index: number, values: ImportValues) => void;
  onClose: () => void;
}

export function ImportFixDialog({ row, onApply, onClose }: ImportFixDialogProps) {
  const t = useT('users');
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? t('users.import.fix', { row: row.index + 1 }) : ''}
      size="lg"
      centered
    >
      {row && <FixForm key={row.index} row={row} onApply={onApply} onClose={onClose} />}
    </Modal>
  );
}

function FixForm({
  row,
  onApply,
  onClose,
}: {
  row: ImportRow;
  onApply: ImportFixDialogProps['onApply'];
  onClose: () => void;
}) {
  const t = useT('users');
  const rules = userFormRules(t);
  const form = useEditForm<UserChange>({
    initialValues: rowUser(row),
    validate: {
      ...rules,
      email: (value) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (!text) return t('forms.validation.required', { label: t('users.fields.email') });
        return rules.email(value) ?? (isEmailStructureValid(text) ? null : t('forms.validation.email'));
      },
    },
  });

  // Focus opens on the first field the form's rules refuse (else the first field; an email twice in the file is the
  // import's own problem), not on the dialog's close button: keys typed at once go into the form.
  const textFields = IMPORT_FIELDS.filter((field) => importFieldKind(field) === 'text');
  const [dialogFocus] = useState(() => textFields.find((field) => !form.isValid(field)) ?? textFields[0]);

  const apply = () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    onApply(row.index, Object.fromEntries(IMPORT_FIELDS.map((field) => [field, values[field]])) as ImportValues);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Stack gap="md">
        {row.problems.length > 0 && (
          <Alert color="red">
            <List size="sm">
              {row.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <DescribedFields form={form} fields={IMPORT_USER_FIELDS} t={t} dialogFocus={dialogFocus} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('users.import.cancel')}
          </Button>
          <Button type="submit">{t('users.import.fixApply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
