import { notifyInfo } from '#/components/dialogs/notify';
import { exportRows, type ExportColumn } from '#/lib/grid-export';
import type { CellWords } from '#/lib/grid-view';
import type { Translate } from '#/lib/messages/catalogues';

/** A file named `fileName` with the text of `parts`, through the browser's download. */
function download(parts: readonly string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([...parts], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export CSV: `records` in `columns` to `<title>-<yyyy-mm-dd>.csv` (the CSV writer is loaded on click), the title as
 * the screen shows it and yes/no in `words`, so the file reads in the user's language.
 */
export async function exportCsv<T extends object>(
  records: readonly T[],
  columns: readonly ExportColumn<T>[],
  { title, words, t }: { title: string; words: CellWords; t: Translate<'grid'> },
) {
  if (!records.length) {
    notifyInfo(t('grid.export.nothing'), { id: 'data-grid-nothing-to-export' });
    return;
  }
  const { csvFileName, csvParts } = await import('./grid-csv');
  const { header, rowOf } = exportRows(columns, words);
  download(csvParts(header, records, rowOf), csvFileName(title, new Date(), t('grid.export.fileName')));
}
