/**
 * Starts downloading the data grid block; the root route calls it when a matched route's `staticData.grid` says the
 * screen shows a grid, once the route's loader has started its calls, so the grid is mounted before the list's answer
 * (docs/decisions/011-grid-preload.md).
 * The same import as ./lazy-data-grid; a failed download is left to the screen's own import.
 */
export function preloadDataGrid(): void {
  import('./data-grid').catch(() => undefined);
}
