import { useLanguage, useT } from '#/components/i18n/i18n-context';
import { Table } from '#/components/table/lazy-table';
import { useValueText } from './conflict-choices';
import type { FieldChange } from './three-way-merge';

export interface TheirChangesProps {
  /** The fields someone else changed that were taken without a choice: their value, and the admin's before it. */
  changes: readonly FieldChange[];
  /** A field's label as the page names it. */
  labelOf: (field: string) => string;
  /** A field's value as the page shows it (`useValueText`: the plain reading where it gives none). */
  formatValue?: (field: string, value: unknown) => string | undefined;
}

/**
 * The fields someone else changed and the console took, with their value and the admin's own side by side: a small
 * table read, not acted on (the fields both changed are `ConflictChoices`).
 */
export function TheirChanges({ changes, labelOf, formatValue }: TheirChangesProps) {
  const t = useT('conflicts');
  const show = useValueText(formatValue);
  if (changes.length === 0) return null;
  return (
    <Table aria-label={t('conflicts.taken.table')} withTableBorder fz="sm" verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('conflicts.choices.field')}</Table.Th>
          <Table.Th scope="col">{t('conflicts.taken.theirs')}</Table.Th>
          <Table.Th scope="col">{t('conflicts.taken.mine')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Th scope="row" fw="normal">
              {labelOf(change.field)}
            </Table.Th>
            <Table.Td>{show(change.field, change.theirs)}</Table.Td>
            <Table.Td>{show(change.field, change.mine)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Field names as one phrase in the admin's language ("Name, City and Email"): how every conflict notice lists them. */
export function useFieldList(): (names: readonly string[]) => string {
  const { language } = useLanguage();
  return (names) => new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}
