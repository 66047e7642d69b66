// ESLint (flat config): `npm run lint`; `npm test` runs it beside the typecheck. What it enforces is listed in
// docs/conventions.md ("What the linter checks").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every rule of a preset at `error` (the react-hooks presets leave some at `warn`). */
const asErrors = (rules) => Object.fromEntries(Object.keys(rules).map((name) => [name, 'error']));

/**
 * docs/ARCHITECTURE.md's layers, highest first: a layer imports only the layers below it, so only src/routes and
 * main.tsx import the shell (src/app, docs/decisions/040-shell-on-top.md). `src/test` and the top of `src` are outside.
 */
const layers = ['routes', 'app', 'features', 'components', 'lib', 'api'];
const layerZones = layers.slice(1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(0, index + 1).map((higher) => `./src/${higher}`),
  message: `src/${layer} is below ${layers
    .slice(0, index + 1)
    .map((l) => `src/${l}`)
    .join(', ')} (docs/ARCHITECTURE.md, "Layers")`,
}));
/**
 * The build (vite.config.ts and build/, its plugins and the rules it shares) imports no app code and no script, only
 * the contract's generated session cookie name; the app imports no script, and of build/ only the shared rule.
 */
const buildZones = [
  {
    target: ['./vite.config.ts', './build'],
    from: './src',
    except: ['./api/session-cookie.gen.ts'],
    message: 'The build imports no app code: what it shares with the app lives in build/',
  },
  { target: ['./vite.config.ts', './build'], from: './scripts', message: 'The build imports no script' },
  { target: './src', from: './scripts', message: 'The app imports no script' },
  {
    target: './src',
    from: './build',
    except: ['./malformed-url.ts'],
    message: 'Of build/, the app imports only the rule it shares with the build (build/malformed-url.ts)',
  },
];
/** No feature imports another: a call or block two features use moves down a layer. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature imports no other feature: move what two features share down a layer (docs/ARCHITECTURE.md)',
}));

/** In src, an import that climbs (`../`) is written from src's root instead: `#/components/…`. */
const noClimbing = {
  regex: '^(\\.\\./)+(?!\\.\\./|build/)',
  message: "Import from src's root: '#/lib/…', '#/components/…' (one spelling wherever the importer lives)",
};

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'docs-site/', 'bench/', '**/*.gen.ts'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...buildZones] }],
      // One import order, applied by `npm run format`; side-effect imports (stylesheets) keep their place.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'vitest.setup.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: asErrors(reactHooks.configs.flat['recommended-latest'].rules),
  },
  {
    // One spelling of names (docs/conventions.md, "Names"): files and folders in kebab-case; route files and folders
    // spell SPEC 2.1's URLs (lower-case words joined, `$param`s, TanStack Router's `__root`, `index` and `route`).
    files: ['{src,e2e,scripts,build,world}/**/*.{ts,tsx,mjs,js}', '*.{ts,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'src/routes/**/*.tsx': '@(+([a-z0-9])|__root|$*([a-zA-Z]))',
          '*.{ts,js,mjs}': 'KEBAB_CASE',
          'src/*.{ts,tsx}': 'KEBAB_CASE',
          'src/!(routes)/**/*.{ts,tsx}': 'KEBAB_CASE',
          '{e2e,scripts,build,world}/**/*.{ts,mjs,js}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          'src/routes/**/': '@(+([a-z0-9])|$+([a-zA-Z]))',
          'src/!(routes)/**/': 'KEBAB_CASE',
          '{e2e,scripts,build,world}/**/': 'KEBAB_CASE',
        },
      ],
    },
  },
  {
    // Typed navigation: a Mantine block that is a link goes through components/router-links (TanStack Router's
    // createLink, `to` checked against the routes); `component={Link}` would take any string.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='component'] > JSXExpressionContainer > Identifier[name='Link']",
          message:
            'Use AnchorLink, ButtonLink, ActionIconLink, NavLinkLink or MenuItemLink (src/components/router-links): component={Link} is not type-checked',
        },
      ],
    },
  },
  {
    // An import in src names where its module lives (`#/lib/…`, tsconfig.json's paths), not how far it climbs; a
    // sibling stays `./`. Only build/'s shared rule is outside src.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
  },
  {
    // The grid's table library stays behind src/components/data-grid (docs/decisions/071): the screens use DataGrid,
    // so a move to another table (Mantine's own, TanStack Table's next major) changes that folder alone.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/data-grid/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            {
              group: ['mantine-react-table-open', 'mantine-react-table-open/*', '@tanstack/react-table'],
              message: 'Only src/components/data-grid imports the table library: use its DataGrid (docs/data-grid.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright specs run in Node; what they pass to page.evaluate runs in the page.
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['scripts/**/*.{ts,mjs,js}', 'build/**/*.ts', 'world/**/*.ts', '*.{ts,js,mjs}'],
    ignores: ['vitest.setup.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The world is an independent reading of SPEC: it shares the contract's types (src/api), never the console's
    // rules or words (src/lib, src/components, src/features). Its tests may import them to compare the readings.
    files: ['world/**/*.ts'],
    ignores: ['world/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+src|#)/(lib|components|features|app)/',
              message: 'The world keeps its own reading of SPEC (world/rules.ts); compare readings in a test.',
            },
          ],
        },
      ],
    },
  },
  {
    // The bench's measuring functions run in the page (page.evaluate).
    files: ['scripts/bench.mjs', 'scripts/cold-open.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // A file past 400 lines does too much; split it. world/ (the QA mock) and scripts/ (CI, bench) ship and are
    // maintained like the app, so they count as product code. Blank lines and comments count too.
    files: ['src/**/*.{ts,tsx}', 'world/**/*.ts', 'scripts/**/*.{ts,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', '**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Named exceptions, each with its reason.
    files: [
      'scripts/lib/contract-diff.mjs', // one rule table of the breaking-change comparison, read top to bottom
      'scripts/bench.mjs', // one measuring run in the order it happens (build, serve, time each screen)
      'src/lib/messages/*/*.ts', // a flat list of one area's messages, one per line, in the order of the screen
      'src/features/*/messages/*.ts', // the same, for a feature's own area
    ],
    rules: { 'max-lines': 'off' },
  },
);
