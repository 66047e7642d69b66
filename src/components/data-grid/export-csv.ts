import { exportTable, type ExportColumn } from '../../lib/grid-export';
import { notifyInfo } from '../dialogs/notify';

/** A file named `fileName` with `text`, through the browser's download. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export CSV: `records` in `columns` to `<name>-<yyyy-mm-dd>.csv` (the CSV writer is loaded on click). */
export async function exportCsv<T extends object>(
  records: readonly T[],
  columns: readonly ExportColumn<T>[],
  name: string,
) {
  if (!records.length) {
    notifyInfo('Nothing to export', { id: 'data-grid-nothing-to-export' });
    return;
  }
  const { csvFileName, toCsv } = await import('../../lib/grid-csv');
  const table = exportTable(columns, records);
  download(toCsv(table.header, table.rows), csvFileName(name, new Date()));
}
