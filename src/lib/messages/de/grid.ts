import type en from '../en/grid';
import type { Translation } from '../message-types';

/** The data grid block (src/components/data-grid, table): toolbar, columns, rows, export, dialogs, in German; terms as in docs/i18n.md's glossary. */
const grid: Translation<typeof en> = {};

export default grid;
