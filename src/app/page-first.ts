import { whenIdle } from '#/components/on-demand/later-block';

/**
 * What a page can do without for a moment waits until the page's own calls and code have been asked for
 * (docs/decisions/085-page-calls-first.md): over HTTP/1.1 a browser opens six connections per host, and a list's
 * call asked for after 150 files of code waits for them. Two gates:
 * - the page's calls: the data grid's block waits for it, on every navigation that shows a grid; a route's loader
 *   opens it once it has started its calls (`withScreen`; a hover's preload of another route too, which only brings
 *   back the order of before), the router's load at the latest;
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

let calls: ReturnType<typeof gate> | null = gate();
let callsOpened = calls.opened;
let code: ReturnType<typeof gate> | null = gate();
const codeOpened = code.opened;

/** A navigation has begun (not a preload): what waits for the page's calls waits for this page's. */
export function holdForPageCalls(): void {
  if (calls) return;
  calls = gate();
  callsOpened = calls.opened;
}

/** The matched route's loader has started its calls (or the page has none): what waited for them goes. */
export function pageCallsStarted(): void {
  calls?.open();
  calls = null;
}

/** Resolves once the current page's calls have been asked for (at once when no navigation holds them). */
export function afterPageCalls(): Promise<void> {
  return callsOpened;
}

/**
 * The page's screen has downloaded (or failed to), or the router's load has ended: the shell's extras go once the
 * browser is idle, so that running their code does not delay the screen's first render.
 */
export function pageCodeLoaded(): void {
  pageCallsStarted();
  const loaded = code;
  code = null;
  if (loaded) whenIdle(loaded.open, 500);
}

/** Resolves once the first page's own code has been downloaded. */
export function afterPageCode(): Promise<void> {
  return codeOpened;
}
