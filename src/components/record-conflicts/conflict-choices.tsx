import '@mantine/core/styles/Radio.css';
import { Group, Radio, Text } from '@mantine/core';
import { useT } from '#/components/i18n/i18n-context';
import { Table } from '#/components/table/lazy-table';
import type { Translate } from '#/lib/messages/catalogues';
import { READ_NOT_SHOWN } from '#/lib/read-not-shown';
import type { ConflictChoice, FieldConflict } from './three-way-merge';

export interface ConflictChoicesProps {
  /** The fields both admins changed to different values. */
  conflicts: readonly FieldConflict[];
  /** The admin's choice per field so far. */
  choices: Readonly<Partial<Record<string, ConflictChoice>>>;
  onChoose: (field: string, choice: ConflictChoice) => void;
  /** A field's label as the form shows it. */
  labelOf: (field: string) => string;
  /** A field's value as text; a plain reading of strings, numbers, yes/no and lists where it gives none (`useValueText`). */
  formatValue?: (field: string, value: unknown) => string | undefined;
  disabled?: boolean;
}

/** A field's value as text, when the screen has no reading of its own. */
export function plainValue(t: Translate<'conflicts'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('conflicts.choices.empty');
  if (typeof value === 'boolean') return t(value ? 'conflicts.choices.yes' : 'conflicts.choices.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? t('conflicts.choices.empty') : value.map((item) => plainValue(t, item)).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * A field's value as the admin reads it: the screen's reading (option labels, "An image"...), else the plain one
 * (an empty value as the "empty" word). Every side-by-side view of the conflict UI shows values through it.
 */
export function useValueText(
  formatValue?: (field: string, value: unknown) => string | undefined,
): (field: string, value: unknown) => string {
  const t = useT('conflicts');
  return (field, value) => formatValue?.(field, value) || plainValue(t, value);
}

/** Their value and this admin's side by side for each field both changed, and the choice of which to keep. */
export function ConflictChoices({
  conflicts,
  choices,
  onChoose,
  labelOf,
  formatValue,
  disabled,
}: ConflictChoicesProps) {
  const t = useT('conflicts');
  const show = useValueText(formatValue);
  return (
    <Table aria-label={t('conflicts.choices.table')} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('conflicts.choices.field')}</Table.Th>
          <Table.Th>{t('conflicts.choices.theirs')}</Table.Th>
          <Table.Th>{t('conflicts.choices.mine')}</Table.Th>
          <Table.Th>{t('conflicts.choices.keep')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {conflicts.map((conflict) => {
          const label = labelOf(conflict.field);
          return (
            <Table.Tr key={conflict.field}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>
                <Text size="sm">{show(conflict.field, conflict.theirs)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{show(conflict.field, conflict.mine)}</Text>
              </Table.Td>
              <Table.Td>
                <Radio.Group
                  // Names the radio group itself (Mantine labels the group by its label, not by aria-label).
                  label={t('conflicts.choices.keepField', { field: label })}
                  styles={{ label: READ_NOT_SHOWN }}
                  value={choices[conflict.field] ?? null}
                  onChange={(value) => onChoose(conflict.field, value === 'theirs' ? 'theirs' : 'mine')}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Radio value="theirs" label={t('conflicts.choices.keepTheirs')} disabled={disabled} />
                    <Radio value="mine" label={t('conflicts.choices.keepMine')} disabled={disabled} />
                  </Group>
                </Radio.Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
