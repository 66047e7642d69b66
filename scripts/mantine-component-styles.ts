import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Production builds only: Mantine's stylesheet split per component, so each chunk carries the CSS of the Mantine
 * components its code uses (Mantine's documented "import styles per component", done by the build instead of by
 * hand in every screen).
 *
 * - `import '@mantine/core/styles.css'` (src/main.tsx) loads only the global part (`styles/global.css`: reset,
 *   global rules, CSS variables), which is what the whole-library file starts with.
 * - Every Mantine component module imports its class names from `<Name>.module.css.mjs`; the stylesheet of those
 *   classes is `@mantine/core/styles/<Name>.css`. The plugin adds that import to the class-name module, so the CSS
 *   lands in the same chunk as the component, after the components it builds on (their modules are imported first),
 *   and a lazily loaded screen brings its own component CSS (Vite loads a chunk's CSS before running it).
 *
 * The dev server pre-bundles @mantine/core (plugins do not see its modules), so `npm start` keeps the whole file.
 */
const require = createRequire(import.meta.url);
const WHOLE = /[\\/]@mantine[\\/]core[\\/]styles\.css$/;
const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: WHOLE },
      handler() {
        return readFileSync(require.resolve('@mantine/core/styles/global.css'), 'utf8');
      },
    },
    transform: {
      filter: { id: CLASS_NAMES },
      handler(code, id) {
        const name = CLASS_NAMES.exec(id)?.[1];
        if (!name) return null;
        return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
      },
    },
  };
}
