import { ActionIcon, Button, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useT } from '#/components/i18n/i18n-context';
import { ColumnChooser, type ChooserColumn } from './column-chooser';
import { ExportCsvButton } from './export-csv-button';
import { TOOLTIP } from './row-actions';

interface GridToolbarProps {
  title: string;
  /** Disables the editing buttons while a save or delete is in flight (Save Changes shows it busy). */
  busy: boolean;
  onAdd: (() => void) | undefined;
  selectedCount: number;
  onDeleteSelected: () => void;
  /** Save Changes and Cancel show only while something is pending. */
  dirty: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** The screen's own toolbar content. */
  extra: ReactNode;
  /** Resolves once the file is handed to the browser (the button is busy until then). */
  onExport: () => Promise<void>;
  /** False while the list is still being read: a part of it is not exported. */
  exportable: boolean;
  chooserColumns: readonly ChooserColumn[];
  /** The column "Hide all" leaves shown (`keptColumnOf`). */
  keptColumn: string | undefined;
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (update: (hidden: readonly string[]) => string[]) => void;
  onRefresh: () => void;
  searchInput: RefObject<HTMLInputElement | null>;
  search: string;
  onSearchChange: (text: string) => void;
}

/** The grid's title and its toolbar: Add, Delete selected, Save Changes / Cancel, Export, columns, Refresh, Search. */
export function GridToolbar({ searchInput, search, onSearchChange, extra, ...props }: GridToolbarProps) {
  const { busy, onAdd, selectedCount, dirty } = props;
  const t = useT('grid');
  return (
    <Group justify="space-between" align="center" mb="sm" wrap="wrap" gap="sm">
      <Title order={2}>{props.title}</Title>
      <Group gap="xs" wrap="wrap">
        {onAdd && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onAdd} disabled={busy}>
            {t('grid.toolbar.add')}
          </Button>
        )}
        {selectedCount > 0 && (
          <Button
            leftSection={<IconTrash size={16} />}
            color="red"
            variant="light"
            onClick={props.onDeleteSelected}
            disabled={busy}
          >
            {t('grid.toolbar.deleteSelected', { count: selectedCount })}
          </Button>
        )}
        {dirty && (
          <>
            <Button onClick={props.onSave} loading={busy}>
              {t('grid.toolbar.saveChanges')}
            </Button>
            <Button variant="default" onClick={props.onDiscard} disabled={busy}>
              {t('grid.toolbar.cancel')}
            </Button>
          </>
        )}
        {extra}
        <ExportCsvButton onClick={props.onExport} disabled={!props.exportable} />
        <ColumnChooser
          columns={props.chooserColumns}
          kept={props.keptColumn}
          hidden={props.hiddenColumns}
          onChange={props.onHiddenColumnsChange}
        />
        <Tooltip label={t('grid.toolbar.refresh')} {...TOOLTIP}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('grid.toolbar.refresh')}
            onClick={props.onRefresh}
            disabled={busy}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        <TextInput
          ref={searchInput}
          aria-label={t('grid.toolbar.search')}
          placeholder={t('grid.toolbar.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
      </Group>
    </Group>
  );
}
