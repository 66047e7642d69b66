/**
 * The application icons the world serves itself (a world-only path, not in the contract): the contract's examples
 * name icons on a CDN that does not exist (`cdn.kappapos.example`), and each page that showed one logged failed loads.
 * An icon is a small SVG drawn from its name: its initials on a colour of its own.
 */
export const ICONS_PATH = '/__world/icons/';

const ICON_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const COLOURS = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8', '#0c8599', '#c2255c', '#5c940d', '#e67700'];

/**
 * The seed's address of an icon the contract's examples name: the world's own path, root-relative, so it reaches the
 * world through whatever serves the console (npm start's dev server and the e2e preview pass `/__world/` on) and
 * needs no port known at seed time. Null stays null (an application without an icon).
 */
export function worldIconUri(exampleUri: string | null | undefined): string | null {
  if (!exampleUri) return null;
  const file = exampleUri.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const name =
    file
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'app';
  return `${ICONS_PATH}${name}.svg`;
}

/** The SVG of an icon file under ICONS_PATH (`pos-terminal.svg`), or undefined for a name that is not an icon's. */
export function iconSvg(file: string): string | undefined {
  const name = ICON_FILE.exec(file)?.[1];
  if (!name) return undefined;
  const words = name.split('-');
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = COLOURS[hash % COLOURS.length] ?? COLOURS[0];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">` +
    `<title>${words.join(' ')}</title><rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" ` +
    `fill="#fff">${initials}</text></svg>`
  );
}
