import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the production-built console (vite preview, mock mode) against a Prism mock of the contract
 * with request validation on. Both servers are started and stopped by this run (by process id), on localhost.
 */
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);
const appPort = Number(process.env.E2E_APP_PORT ?? 4174);
// Debian's chromium-headless-shell (the old headless mode, as Playwright's own headless Chromium is): about a third
// less time per test than the full browser here. scripts/ensure-chromium.mjs installs it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// Each run builds into its own folder, so several runs (different ports) can go on side by side.
const outDir = process.env.E2E_OUT_DIR ?? `node_modules/.cache/e2e-dist-${appPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three workers on two cores: the tests wait on the browser, the mock and timers often enough that a third fills the gaps
  // (measured: a third less time than two; four were slower than three).
  workers: 3,
  // One retry on CI absorbs a timing hiccup of a busy 2-core machine; a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The list as the tests run; a JSON report for the closing line of `npm test` (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'node_modules/.cache/e2e-report.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          executablePath: chromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/prism mock openapi/openapi.yaml -h 127.0.0.1 -p ${mockPort} --errors`,
      url: `http://127.0.0.1:${mockPort}/api/locale`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node_modules/.bin/vite build --mode e2e --logLevel warn --outDir ${outDir} --emptyOutDir && node_modules/.bin/vite preview --outDir ${outDir} --port ${appPort}`,
      url: `http://localhost:${appPort}/`,
      env: { MOCK_PORT: String(mockPort), PORT: String(appPort) },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
