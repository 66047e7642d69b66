import { Badge, Checkbox, Group, Input, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createContext, memo, useContext, useState, type ChangeEvent, type ReactNode } from 'react';
import type { RowStatus } from '#/lib/grid-changes';
import { cellText, selectData, type CellWords, type GridOption } from '#/lib/grid-view';
import type { Translate } from '#/lib/messages/catalogues';
import type { DataGridColumn } from './data-grid-types';
import type { ConflictKind } from './grid-conflicts';
import { CellInput } from './light-controls';

// Method signatures (not function properties): a grid's GridRenderers<T> is provided where the cells, which do not
// know T, read GridRenderers<object>.
export interface GridRenderers<T extends object = object> {
  /** `loaded`: the row's record as loaded (undefined for a row added in the grid). */
  cell(rowKey: string, columnKey: string, loaded: T | undefined): ReactNode;
  status(rowKey: string): ReactNode;
  actions(rowKey: string, loaded: T | undefined): ReactNode;
}

export const GridRenderContext = createContext<GridRenderers | null>(null);

export function useRenderers(): GridRenderers {
  const renderers = useContext(GridRenderContext);
  if (!renderers) throw new Error('DataGrid cells render inside a DataGrid');
  return renderers;
}

// Memoised: a cell renders again only when its row, its column or the renderers change.
export const CellSlot = memo(function CellSlot({
  rowKey,
  columnKey,
  loaded,
}: {
  rowKey: string;
  columnKey: string;
  loaded: object | undefined;
}) {
  return <>{useRenderers().cell(rowKey, columnKey, loaded)}</>;
});

export const StatusSlot = memo(function StatusSlot({ rowKey }: { rowKey: string }) {
  return <>{useRenderers().status(rowKey)}</>;
});

/** A row's pending state; `t` from the grid (one message function for all rows, not a hook per row). */
export function StatusBadge({ status, filled, t }: { status: RowStatus; filled: boolean; t: Translate<'grid'> }) {
  if (status === 'deleted')
    return (
      <Badge color="red" variant="light">
        {t('grid.status.deleted')}
      </Badge>
    );
  if (status === 'unsaved' || (status === 'new' && filled))
    return (
      <Badge color="yellow" variant="light">
        {t('grid.status.unsaved')}
      </Badge>
    );
  if (status === 'new')
    return (
      <Badge color="blue" variant="light">
        {t('grid.status.new')}
      </Badge>
    );
  return null;
}

/**
 * A row's pending state and, when its save was refused, what someone else did to its record: a text that may wrap
 * beside the badge (a badge would cut it in the status column), in the text's colour for contrast on the tinted row.
 */
export function RowStatusCell(props: {
  status: RowStatus;
  filled: boolean;
  conflict: ConflictKind | undefined;
  t: Translate<'grid'>;
  /** The conflict words, loaded after the first paint (`useLaterT`): the mark's icon alone until they are here. */
  tConflicts: Translate<'conflicts'> | null;
}) {
  const badge = <StatusBadge status={props.status} filled={props.filled} t={props.t} />;
  const { conflict, tConflicts } = props;
  if (!conflict) return badge;
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Group gap={4} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={14} color="var(--mantine-color-orange-filled)" aria-hidden style={{ flexShrink: 0 }} />
        {tConflicts ? (
          <Text size="xs" fw={600} lh={1.2} style={{ whiteSpace: 'normal' }}>
            {conflict === 'deleted'
              ? tConflicts('conflicts.grid.deletedElsewhere')
              : tConflicts('conflicts.grid.changedElsewhere')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

const NO_OPTIONS: readonly GridOption[] = [];
/** Text and select editors fill their cell (a cell lays its content out in a row, where an input keeps its own width). */
const EDITOR_WIDTH = '100%';

interface EditorProps<T> {
  column: DataGridColumn<T>;
  value: unknown;
  autoFocus: boolean;
  onChange: (value: unknown) => void;
  rightSection?: ReactNode;
  /** Yes/No in the user's language (a check box's name). */
  words: CellWords;
}

export function CellEditor<T>({ column, value, autoFocus, onChange, rightSection, words }: EditorProps<T>) {
  if (column.editor === 'boolean') {
    return (
      <Checkbox
        checked={Boolean(value)}
        aria-label={value ? words.yes : words.no}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    );
  }
  if (column.editor === 'select') {
    return <SelectEditor column={column} value={value} autoFocus={autoFocus} onChange={onChange} />;
  }
  const { maxLength } = column;
  const text = value === undefined || value === null ? '' : String(value);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    onChange(maxLength !== undefined ? typed.slice(0, maxLength) : typed);
  };
  if (rightSection === undefined || rightSection === null) {
    return (
      <CellInput
        aria-label={column.header}
        autoFocus={autoFocus}
        value={text}
        maxLength={maxLength}
        onChange={change}
      />
    );
  }
  return (
    <Input
      size="xs"
      w={EDITOR_WIDTH}
      aria-label={column.header}
      autoFocus={autoFocus}
      value={text}
      maxLength={maxLength}
      rightSection={rightSection}
      onChange={change}
    />
  );
}

/**
 * A select cell: a read-only input with the select's look stands in for Mantine's Select, which is costly to mount,
 * until it is focused or pressed (docs/decisions/021-grid-rows-mount-light.md).
 */
function SelectEditor<T>({ column, value, autoFocus, onChange }: Omit<EditorProps<T>, 'rightSection' | 'words'>) {
  const [used, setUsed] = useState<'focus' | 'press' | null>(autoFocus ? 'focus' : null);
  const options = column.options ?? NO_OPTIONS;
  const data = selectData(options);
  const selected = value === undefined || value === null ? null : String(value);
  if (!used) {
    return (
      <CellInput
        chevron
        // As the select's own field: a closed combobox.
        role="combobox"
        aria-label={column.header}
        aria-haspopup="listbox"
        aria-expanded={false}
        readOnly
        // As the select shows it: the option's label, nothing for a value that is not an option.
        value={data.find((option) => option.value === selected)?.label ?? ''}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          // The select takes the focus, not this field.
          event.preventDefault();
          setUsed('press');
        }}
        onFocus={() => setUsed('focus')}
      />
    );
  }
  return (
    <Select
      size="xs"
      w={EDITOR_WIDTH}
      aria-label={column.header}
      autoFocus
      defaultDropdownOpened={used === 'press'}
      data={data}
      value={selected}
      allowDeselect={false}
      // Mantine keeps a closed dropdown mounted (every option, positioned by floating-ui) by default: with two
      // selects per visible row that was most of the cost of rendering rows (sort, filter, scroll).
      comboboxProps={{ keepMounted: false }}
      onChange={(chosen) => onChange(options.find((option) => String(option.value) === chosen)?.value ?? null)}
    />
  );
}

export function CellDisplay<T extends object>({
  column,
  record,
  words,
}: {
  column: DataGridColumn<T>;
  record: T;
  words: CellWords;
}) {
  if (column.render) return <>{column.render(record)}</>;
  const value: unknown = record[column.key];
  if (column.editor === 'boolean' || typeof value === 'boolean') {
    return <Checkbox checked={Boolean(value)} aria-label={value ? words.yes : words.no} disabled readOnly />;
  }
  return <>{cellText(column, record, words)}</>;
}
