import type { Catalogue } from '../message-types';

/** The data grid block (src/components/data-grid, table): toolbar, columns, rows, export, dialogs: SPEC's English, word for word. */
const grid = {} as const satisfies Catalogue;

export default grid;
