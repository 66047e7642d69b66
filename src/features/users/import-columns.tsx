/** Import Users, the columns: per column of the file, the user record's field it fills, or Ignore. */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '#/components/i18n/i18n-context';
import {
  IMPORT_FIELDS,
  importFieldLabel,
  unmappedRequired,
  withColumnField,
  type ImportField,
  type ImportMapping,
} from './import-mapping';

export interface ImportColumnsProps {
  headers: readonly string[];
  firstRow: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  onBack: () => void;
  /** Next, once every required field has its column. */
  onNext: () => void;
}

/** The value of Ignore in a column's choice (no field is named so). */
const IGNORE = '';

export function ImportColumns({ headers, firstRow, mapping, onChange, onBack, onNext }: ImportColumnsProps) {
  const t = useT('users');
  const options = [
    { value: IGNORE, label: t('users.import.mapping.ignore') },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(importFieldLabel(field)) })),
  ];
  const missing = unmappedRequired(mapping);

  return (
    <Stack gap="md">
      {missing.map((field) => (
        <Alert key={field} color="yellow" role="status">
          <Text size="sm">{t('users.import.mapping.missing', { label: t(importFieldLabel(field)) })}</Text>
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {headers.map((header, index) => (
          <NativeSelect
            key={index}
            label={t('users.import.mapping.column', { header: header || String(index + 1) })}
            description={firstRow[index] ? t('users.import.mapping.example', { value: firstRow[index] }) : undefined}
            data={options}
            value={mapping[index] ?? IGNORE}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(withColumnField(mapping, index, value ? (value as ImportField) : null));
            }}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('users.import.back')}
        </Button>
        <Button disabled={missing.length > 0} onClick={onNext}>
          {t('users.import.next')}
        </Button>
      </Group>
    </Stack>
  );
}
