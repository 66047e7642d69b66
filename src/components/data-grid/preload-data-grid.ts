/**
 * Starts downloading the data grid block; the root route calls it when a matched route's `staticData.grid` says the
 * screen shows a grid, once the route's screen has downloaded (docs/decisions/011-grid-preload.md, 086-grid-stand-in.md):
 * on a navigation the screen's own import asks for it then too; on a hover's preload it is asked for ahead.
 * The same import as ./lazy-data-grid; a failed download is left to the screen's own import.
 */
export function preloadDataGrid(): void {
  import('./data-grid').catch(() => undefined);
}
