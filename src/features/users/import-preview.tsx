/**
 * Import Users, the preview: every row of the file (a windowed table: 10,000 rows mount a screenful), what the import
 * does with it and its problems; the Include check box (a row with problems cannot be included until fixed), a row's
 * Fix dialog, and for the rows of existing users Update or Skip, page-wide and per row.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useT } from '../../components/i18n/i18n-context';
import type { ExistingChoice, ImportRow, RowAction } from './import-rows';
import { WindowedTable } from './windowed-table';

export interface ImportPreviewProps {
  rows: readonly ImportRow[];
  actions: readonly RowAction[];
  included: (row: ImportRow) => boolean;
  onInclude: (row: ImportRow, included: boolean) => void;
  choice: ExistingChoice;
  onChoice: (choice: ExistingChoice) => void;
  rowChoice: (row: ImportRow) => ExistingChoice;
  onRowChoice: (row: ImportRow, choice: ExistingChoice) => void;
  onFix: (row: ImportRow) => void;
}

const ACTION_COLORS: Record<RowAction, string> = {
  create: 'green.9',
  update: 'blue.9',
  skip: 'gray.7',
  leftOut: 'red.9',
};

export function ImportPreview({
  rows,
  actions,
  included,
  onInclude,
  choice,
  onChoice,
  rowChoice,
  onRowChoice,
  onFix,
}: ImportPreviewProps) {
  const t = useT('users');
  const problems = rows.filter((row) => row.problems.length).length;
  const existing = rows.filter((row) => row.existing).length;
  const actionWords: Record<RowAction, string> = {
    create: t('users.import.action.create'),
    update: t('users.import.action.update'),
    skip: t('users.import.action.skip'),
    leftOut: t('users.import.action.leftOut'),
  };
  const columns = [
    { header: t('users.import.column.row'), width: 64 },
    { header: t('users.import.column.include'), width: 90 },
    { header: t('users.import.column.action'), width: 150 },
    { header: t('users.fields.shortName'), width: 150 },
    { header: t('users.fields.fullName'), width: 200 },
    { header: t('users.fields.email'), width: 240 },
    { header: t('users.fields.locale'), width: 90 },
    { header: t('users.fields.defaultCurrency'), width: 90 },
    { header: t('users.import.column.problems'), width: 300 },
    { header: <VisuallyHidden>{t('users.import.fixApply')}</VisuallyHidden>, width: 56 },
  ];
  const cell = (text: string | null | undefined) => (
    <Table.Td title={text ?? ''} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Table.Td>
  );

  return (
    <Stack gap="md">
      <Text size="sm" role="status">
        {[
          t('users.import.preview.rows', { count: rows.length }),
          t('users.import.preview.problems', { count: problems }),
          t('users.import.preview.existing', { count: existing }),
        ].join(' · ')}
      </Text>
      {existing > 0 && (
        <Radio.Group
          label={t('users.import.existing.label')}
          value={choice}
          onChange={(value) => onChoice(value === 'update' ? 'update' : 'skip')}
        >
          <Group mt="xs">
            <Radio value="update" label={t('users.import.existing.update')} />
            <Radio value="skip" label={t('users.import.existing.skip')} />
          </Group>
        </Radio.Group>
      )}
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 1430 }}>
          <WindowedTable
            label={t('users.import.preview.table')}
            columns={columns}
            count={rows.length}
            testId="import-preview"
            cells={(index) => {
              const row = rows[index];
              if (!row) return null;
              const action = actions[index] ?? 'leftOut';
              const number = row.index + 1;
              const user = { ...row.existing, ...row.values };
              return (
                <>
                  <Table.Td>{number}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('users.import.include', { row: number })}
                      checked={included(row) && !row.problems.length}
                      disabled={row.problems.length > 0}
                      onChange={(event) => onInclude(row, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {row.existing && !row.problems.length && included(row) ? (
                      <NativeSelect
                        size="xs"
                        aria-label={t('users.import.choice', { row: number })}
                        value={rowChoice(row)}
                        data={[
                          { value: 'update', label: actionWords.update },
                          { value: 'skip', label: actionWords.skip },
                        ]}
                        onChange={(event) =>
                          onRowChoice(row, event.currentTarget.value === 'update' ? 'update' : 'skip')
                        }
                      />
                    ) : (
                      <Badge color={ACTION_COLORS[action]} variant="filled">
                        {actionWords[action]}
                      </Badge>
                    )}
                  </Table.Td>
                  {cell(user.shortName)}
                  {cell(user.fullName)}
                  {cell(user.email)}
                  {cell(user.locale)}
                  {cell(user.defaultCurrencyCode)}
                  <Table.Td
                    title={row.problems.join('\n')}
                    c="red.9"
                    style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {row.problems.join('; ')}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('users.import.fix', { row: number })}
                      title={t('users.import.fix', { row: number })}
                      onClick={() => onFix(row)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </>
              );
            }}
          />
        </div>
      </div>
    </Stack>
  );
}
