import { ActionIcon, Button, Group, Popover, Stack, Switch, Tooltip } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useT } from '#/components/i18n/i18n-context';

/** A column the chooser offers: its id and header. */
export interface ChooserColumn {
  key: string;
  header: string;
}

/**
 * The grid's column chooser: a button ("Show/Hide columns") opening a dialog with Hide all, Show all and a switch per
 * column; one data column always stays (Hide all leaves the one that names the row, and the last one's switch is
 * off limits). Columns are not pinned from here: the selection and actions columns are pinned by the grid, and a data
 * column pinned beside them would leave little room to scroll the rest on the screens' widths (docs/deviations.md).
 */
export function ColumnChooser({
  columns,
  kept,
  hidden,
  onChange,
}: {
  columns: readonly ChooserColumn[];
  /** The column Hide all leaves shown: one data column always stays. */
  kept: string | undefined;
  hidden: readonly string[];
  onChange: (update: (hidden: readonly string[]) => string[]) => void;
}) {
  const t = useT('grid');
  const hiddenKeys = new Set(hidden);
  const shownKeys = columns.filter((column) => !hiddenKeys.has(column.key)).map((column) => column.key);
  const shown = shownKeys.length;
  const allButKept = columns.map((column) => column.key).filter((key) => key !== kept);
  const allHidden = allButKept.every((key) => hiddenKeys.has(key)) && shown <= 1;
  const show = (key: string, visible: boolean) =>
    onChange((current) =>
      visible ? current.filter((id) => id !== key) : [...current.filter((id) => id !== key), key],
    );
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Tooltip label={t('grid.columns.showHide')}>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('grid.columns.showHide')}>
            <IconColumns size={18} />
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown>
        <Group gap="xs" mb="sm" wrap="nowrap">
          <AllButton label={t('grid.columns.hideAll')} done={allHidden} onClick={() => onChange(() => allButKept)} />
          <AllButton
            label={t('grid.columns.showAll')}
            done={shown === columns.length}
            onClick={() => onChange(() => [])}
          />
        </Group>
        <Stack gap="xs" role="group" aria-label={t('grid.columns.group')}>
          {columns.map((column) => (
            <Switch
              key={column.key}
              label={column.header}
              checked={!hiddenKeys.has(column.key)}
              // The last column shown stays: a grid without one would be empty.
              disabled={shown === 1 && shownKeys[0] === column.key}
              onChange={(event) => show(column.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Hide all / Show all: shown disabled once done, but still focusable (a disabled button would drop the focus it has
 * just been clicked with, and Escape would then no longer close the chooser).
 */
function AllButton({ label, done, onClick }: { label: string; done: boolean; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      data-disabled={done || undefined}
      aria-disabled={done}
      onClick={done ? undefined : onClick}
    >
      {label}
    </Button>
  );
}
