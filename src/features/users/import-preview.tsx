/**
 * Import Users, the preview: every row of the file (a windowed table: 10,000 rows mount a screenful), what the import
 * does with it and its problems; the Include check box (a row with problems cannot be included until fixed), a row's
 * Fix dialog (its button stays in view at the table's right edge), and for the rows of existing users Update or Skip,
 * page-wide and per row. Each field shows what will be stored (a blank locale or currency: the default), an update
 * the value it replaces beside it; rows with cells beyond the header row's columns are named (those are not read).
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Alert,
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
import { Fragment } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { IMPORT_FIELDS, importFieldKind, importFieldLabel, type ImportField } from './import-mapping';
import { cellsBeyondHeaders, rowToSend, type ExistingChoice, type ImportRow, type RowAction } from './import-rows';
import type { UserChange } from './user-record';
import { STICKY_END, WindowedTable } from './windowed-table';

export interface ImportPreviewProps {
  rows: readonly ImportRow[];
  /** The columns the file's header row names: cells beyond them are not read. */
  headerCount: number;
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

/** The width of a field's column by its kind: a code is short; a text takes what is left. */
const KIND_WIDTHS: Partial<Record<ReturnType<typeof importFieldKind>, number>> = { locale: 80, currency: 96 };

/** Rows named by number in the notice of cells beyond the header row; more are counted. */
const NAMED_ROWS = 10;

const ELLIPSIS = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export function ImportPreview({
  rows,
  headerCount,
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
    { header: t('users.import.column.row'), width: 56 },
    { header: t('users.import.column.include'), width: 72 },
    { header: t('users.import.column.action'), width: 128 },
    // The fields an import fills, in the description's order.
    ...IMPORT_FIELDS.map((field) => ({
      header: t(importFieldLabel(field)),
      width: KIND_WIDTHS[importFieldKind(field)],
    })),
    { header: t('users.import.column.problems') },
    { header: <VisuallyHidden>{t('users.import.column.fix')}</VisuallyHidden>, width: 52, stickyEnd: true },
  ];
  const wide = rows.filter((row) => cellsBeyondHeaders(row.cells, headerCount).length > 0);
  const wideRows = wide.slice(0, NAMED_ROWS).map((row) => row.index + 1);
  const cell = (text: string | null | undefined) => (
    <Table.Td title={text ?? ''} style={ELLIPSIS}>
      {text}
    </Table.Td>
  );
  // An update's field the file changes: the value it replaces, then the one stored.
  const changedCell = (before: string | null | undefined, after: string | null | undefined) => {
    const was = before || t('users.import.preview.empty');
    const becomes = after || t('users.import.preview.empty');
    return (
      <Table.Td title={t('users.import.preview.change', { before: was, after: becomes })} style={ELLIPSIS}>
        <Text span size="sm" c="dimmed" td="line-through">
          {was}
        </Text>
        {' → '}
        {becomes}
      </Table.Td>
    );
  };
  const fieldCell = (row: ImportRow, action: RowAction, user: UserChange, field: ImportField) => {
    const before = row.existing?.[field];
    if (action === 'update' && (before ?? '') !== (user[field] ?? '')) return changedCell(before, user[field]);
    return cell(user[field]);
  };

  return (
    <Stack gap="md">
      <Text size="sm" role="status">
        {[
          t('users.import.preview.rows', { count: rows.length }),
          t('users.import.preview.problems', { count: problems }),
          t('users.import.preview.existing', { count: existing }),
        ].join(' · ')}
      </Text>
      {wide.length > 0 && (
        <Alert color="yellow" role="status">
          <Text size="sm">
            {t('users.import.preview.beyondHeaders', {
              count: wide.length,
              rows: wideRows.join(', ') + (wide.length > wideRows.length ? ', …' : ''),
              columns: headerCount,
            })}
          </Text>
        </Alert>
      )}
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
      <WindowedTable
        label={t('users.import.preview.table')}
        columns={columns}
        count={rows.length}
        testId="import-preview"
        minWidth={900}
        cells={(index) => {
          const row = rows[index];
          if (!row) return null;
          const action = actions[index] ?? 'leftOut';
          const number = row.index + 1;
          // What will be stored: trimmed, and a new user's default locale and currency where the file is blank.
          const user = rowToSend(row);
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
                    onChange={(event) => onRowChoice(row, event.currentTarget.value === 'update' ? 'update' : 'skip')}
                  />
                ) : (
                  <Badge color={ACTION_COLORS[action]} variant="filled">
                    {actionWords[action]}
                  </Badge>
                )}
              </Table.Td>
              {IMPORT_FIELDS.map((field) => (
                <Fragment key={field}>{fieldCell(row, action, user, field)}</Fragment>
              ))}
              <Table.Td title={row.problems.join('\n')} c="red.9" style={ELLIPSIS}>
                {row.problems.join('; ')}
              </Table.Td>
              <Table.Td style={STICKY_END}>
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
    </Stack>
  );
}
