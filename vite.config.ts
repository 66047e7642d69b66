import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ConfigEnv, type ProxyOptions } from 'vite';
import { configDefaults } from 'vitest/config';
import { apiModeOf, qaSwitchesOf } from './build/api-mode.ts';
import { malformedUrlFallback } from './build/malformed-url-fallback.ts';
import { mockAuthPages } from './build/mock-auth-pages.ts';
import { SESSION_COOKIE } from './src/api/session-cookie.gen.ts';

/**
 * API requests and SPA routes share prefixes (`/admin/users` is a page, `GET /admin/summary/` an API call),
 * so the dev and preview servers forward only what is an API call (SPEC 7): a request carrying the
 * `X-Requested-With: XMLHttpRequest` marker, or any request that is not GET/HEAD. Everything else is the SPA.
 * The authentication pages (`/authentication/...`) belong to the backend and are forwarded too.
 */
export function isApiRequest(req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return true;
  if (req.headers['x-requested-with'] === 'XMLHttpRequest') return true;
  return false;
}

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${mockPort}`;
const usingMock = !process.env.API_TARGET;

const proxy: Record<string, ProxyOptions> = {
  '/': {
    target: apiTarget,
    changeOrigin: !usingMock,
    secure: true,
    // The mock enforces the contract's cookie security; the mock's stand-in session cookie satisfies it (the
    // persona, including "logged out", is chosen with Prism's Prefer header instead).
    ...(usingMock ? { headers: { cookie: `${SESSION_COOKIE}=mock-session` } } : {}),
    bypass(req) {
      if (req.url?.startsWith('/authentication/') && !usingMock) return undefined;
      return isApiRequest(req) ? undefined : req.url;
    },
  },
};

/**
 * Mock mode (the QA switches `?mockPersona` / `?mockPrefer` and the stand-in login pages) only for the dev server on
 * the mock, QA's build (mode `mock`, `npm start`) and the e2e build; any other build mode (`staging`...) talks to a
 * backend (build/api-mode.ts).
 */
const apiModeFor = ({ command, mode, isPreview }: ConfigEnv) =>
  apiModeOf({ command, mode, isPreview: isPreview === true, usingMock });
const qaSwitchesFor = ({ command, mode, isPreview }: ConfigEnv) =>
  qaSwitchesOf({ command, mode, isPreview: isPreview === true, usingMock });

/** The tests of pure rules: src/lib's, each feature's, and those of the shell and the blocks that keep their own. */
const RULES_TESTS = [
  'src/lib/**/*.test.ts',
  'src/features/**/*.test.ts',
  'src/app/{chunk-error,command-palette-entries,contract-id,malformed-url}.test.ts',
  'src/components/{data-grid/grid-*,locale/dayjs-locale,tree/tree-keys}.test.ts',
];

export default defineConfig((env) => ({
  // `#/` is src/ (tsconfig.json's paths): an import names where it lives, never how far it climbs.
  resolve: { alias: [{ find: /^#\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
      // A route's loader travels with its screen (it imports the screen's queries), so the first paint does not
      // carry every route's loader code; error/pending/not-found components keep the router's defaults.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // A page address with a malformed escape gets index.html (the console's not-found page), not an empty 404.
    malformedUrlFallback(isApiRequest),
    ...(apiModeFor(env) === 'mock' ? [mockAuthPages()] : []),
  ],
  define: {
    // Test-only code (mock switches, e2e hooks, the pseudo-locale) is in the bundle only when this is true.
    __QA_SWITCHES__: JSON.stringify(qaSwitchesFor(env)),
  },
  server: {
    host: 'localhost',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // Vite's default CORS allows any localhost origin: another local app's page could use the mock through the proxy
    // (which adds the session cookie). The console calls the API same-origin and needs no CORS header.
    cors: false,
    proxy,
  },
  preview: {
    host: 'localhost',
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    cors: false,
    proxy,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets scripts/lib/bundle-sizes.mjs tell which chunks each route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Shared lazily loaded files are named by their hash alone: a lazy import's preload list names every file it
        // needs, and their names were ~1.5 kB gzip of every cold open. A route's chunk and its screen's keep their
        // names, which SPEC 8's "Loading chunk {n} failed" shows (app/chunk-error.ts). The manifest names them all.
        chunkFileNames: (chunk) =>
          /\/src\/routes\/|\/src\/features\/.*-screen\.tsx$/.test(chunk.facadeModuleId ?? '')
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry needs before its first render in two chunks (libraries, app code) instead of a
        // hundred small shared chunks: fewer requests and far better gzip. Screens stay code-split per route.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            // Every route's own chunk calls it (app/route-screen.ts): a few bytes in the app chunk, not a chunk of its own.
            { name: 'app', test: /[\\/]src[\\/]app[\\/]route-screen\.ts$/, priority: 1 },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/(?:index\.html|[\\/]src[\\/]main\.tsx)$/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    css: false,
    restoreMocks: true,
    // Component tests of the virtualised grid and tree take a few seconds on a busy 2-core machine.
    testTimeout: 20_000,
    isolate: false,
    // Vitest's default is one worker fewer than the cores, so one on this 2-core machine: the unit phase then used
    // half the machine (measured: two workers, 97 s against 134).
    maxWorkers: 2,
    // Pure rules (RULES_TESTS, build, scripts, the mock world) run in Node: a DOM per test file is most of
    // a jsdom test's cost. Components, the shell and the client run in jsdom.
    // Test files share their worker's module cache and environment (`isolate: false`): loading React, Mantine and a
    // DOM again for every file was two thirds of the unit phase. Each file cleans up after itself (testing-library's
    // cleanup, restoreMocks); the suite passes in shuffled file order too.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          include: [...RULES_TESTS, 'build/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'world/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...RULES_TESTS],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
}));
