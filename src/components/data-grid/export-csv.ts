import { notifyInfo } from '#/components/dialogs/notify';
import { exportRows, type ExportColumn } from '#/lib/grid-export';
import type { CellWords } from '#/lib/grid-view';
import type { Translate } from '#/lib/messages/catalogues';
import { nextTask } from '#/lib/next-task';
import { runInSlices } from '#/lib/sliced-work';

/** A file named `fileName` of `parts`, through the browser's download. */
function download(parts: readonly Blob[], fileName: string): void {
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
  const { csvFileName, csvPartSteps } = await import('./grid-csv');
  const { header, rowOf } = exportRows(columns, words);
  // Written in slices, and each part encoded into a Blob of its own in a task of its own: the page stays responsive
  // while 100,000 rows are written (one Blob of the whole text was one task of its size).
  const parts = (await runInSlices(csvPartSteps(header, records, rowOf))) ?? [];
  const blobs: Blob[] = [];
  for (const part of parts) {
    blobs.push(new Blob([part]));
    await nextTask();
  }
  download(blobs, csvFileName(title, new Date(), t('grid.export.fileName')));
}
