import { whenIdle } from '#/components/on-demand/later-block';

/**
 * What a page can do without for a moment waits until the page's own calls and code are in hand
 * (docs/decisions/085-page-calls-first.md, 086-grid-stand-in.md): over HTTP/1.1 a browser opens six connections per
 * host, and a list's call or a screen's code asked for after 150 files of code waits for them. Two gates:
 * - the page's screen: the data grid's block waits for it, on every navigation that shows a grid, so that the
 *   screen (and the grid's stand-in in it) comes first; the matched route's screen opens it once downloaded
 *   (`withScreen`, which asks for the screen after the loader's calls; a hover's preload of another route too, which
 *   only brings back the order of before), the router's load at the latest;
 * - the first page's code: the shell's menus and hosts wait for it, once; the screen's download opens it (when the
 *   browser is next idle), the router's first load at the latest.
 * Both start closed: the first page holds them from the start-up on.
 */

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

let screen: ReturnType<typeof gate> | null = gate();
let screenOpened = screen.opened;
let code: ReturnType<typeof gate> | null = gate();
const codeOpened = code.opened;

/** A navigation has begun (not a preload): what waits for the page's screen waits for this page's. */
export function holdForPageScreen(): void {
  if (screen) return;
  screen = gate();
  screenOpened = screen.opened;
}

/** Resolves once the current page's screen has downloaded (at once when no navigation holds it). */
export function afterPageScreen(): Promise<void> {
  return screenOpened;
}

/**
 * The page's screen has downloaded (or failed to), or the router's load has ended: what waits for the screen goes,
 * and the shell's extras once the browser is idle, so that running their code does not delay the screen's first
 * render.
 */
export function pageCodeLoaded(): void {
  screen?.open();
  screen = null;
  const loaded = code;
  code = null;
  if (loaded) whenIdle(loaded.open, 500);
}

/** Resolves once the first page's own code has been downloaded. */
export function afterPageCode(): Promise<void> {
  return codeOpened;
}
