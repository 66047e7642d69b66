import type { Plugin } from 'vite';

/**
 * Production builds only: Mantine's AppShell header and footer import `RemoveScroll` from react-remove-scroll just
 * to read `RemoveScroll.classNames.zeroRight` (a class name that keeps them aligned while a modal locks the page's
 * scroll). That import alone put the whole scroll-lock library (react-remove-scroll, its side car, the scroll-bar
 * styles: about 5 kB gzip) in every page's first load, though only a modal, loaded later, ever locks the scroll.
 * For those two modules the import resolves to the same class names, taken from react-remove-scroll-bar's
 * constants, exactly as react-remove-scroll builds them; modals still use the real library.
 */
const SHIM_ID = '\0app-shell-remove-scroll-classes';
const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

export const appShellRemoveScrollShim = `import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
`;

export function appShellScrollClasses(): Plugin {
  return {
    name: 'app-shell-scroll-classes',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL.test(importer)) return SHIM_ID;
      return null;
    },
    load(id) {
      return id === SHIM_ID ? appShellRemoveScrollShim : null;
    },
  };
}
