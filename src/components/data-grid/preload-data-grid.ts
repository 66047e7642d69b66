/**
 * Starts downloading the data grid block when a route that shows a grid is matched: the route's `beforeLoad`, which
 * runs before the route's own code is fetched (issue 14 item 7). Otherwise the block's download (./lazy-data-grid
 * starts it when evaluated) waits until the screen's chunk and everything it imports have arrived, and on a cold open
 * the list's answer then often came first: its rows waited for the grid's code and the grid's mount. Started from the
 * route, the grid is usually mounted (showing its loader) before the answer, and the rows show as soon as they are in.
 * Only this function is in the first load; the route file stays thin (`beforeLoad: preloadDataGrid`).
 *
 * The same two imports in the same order as ./lazy-data-grid (the core component stylesheets' <link> first); the
 * browser fetches and runs each module once, whichever asks first. ./lazy-data-grid keeps its own imports: the size
 * report (scripts/lib/bundle-sizes.mjs) counts the block for the screens that import it. A failed download is left
 * to the screen: its own import fails the same way and shows the route's error screen.
 */
export function preloadDataGrid(): void {
  Promise.all([import('./data-grid-styles'), import('./data-grid')]).catch(() => undefined);
}
