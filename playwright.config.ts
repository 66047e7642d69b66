import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, prismMockArgs, prismProxyArgs } from './scripts/lib/processes.mjs';

/**
 * End-to-end tests: the production-built console (vite preview, mock mode) against a Prism mock of the contract
 * with request validation on. The screen specs and sweeps (project `chromium`) run on Prism's examples; the flows
 * (`e2e/flows`, project `flows`) on the world (world/) behind Prism's validating proxy, through a second preview of
 * the same build. Every server is started and stopped by this run (by process id), on localhost.
 */
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);
const appPort = Number(process.env.E2E_APP_PORT ?? 4174);
// The world's servers take the three ports after the mock's unless set: the world, its Prism proxy, the console on it.
const worldPort = Number(process.env.E2E_WORLD_PORT ?? mockPort + 1);
const worldProxyPort = Number(process.env.E2E_WORLD_PROXY_PORT ?? mockPort + 2);
const worldAppPort = Number(process.env.E2E_WORLD_APP_PORT ?? mockPort + 3);
// Debian's chromium-headless-shell (the old headless mode, as Playwright's own headless Chromium is): about a third
// less time per test than the full browser here. scripts/ensure-chromium.mjs installs it.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// Each run builds into its own folder, so several runs (different ports) can go on side by side.
const outDir = process.env.E2E_OUT_DIR ?? `node_modules/.cache/e2e-dist-${appPort}`;
// The tests read its manifest (e2e/support/built-files.ts).
process.env.E2E_OUT_DIR = outDir;

const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1400, height: 900 },
  // The console leaves out Mantine's transitions for a user who asks for less motion (src/app/theme.ts); the tests ask
  // for it, so a dialog or menu shows and goes at once: fewer frames to paint on a busy 2-core machine. Specs that
  // check the animated path say `test.use({ reducedMotion: 'no-preference' })`.
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: chromium,
    args: [...CHROMIUM_ARGS, '--disable-quic'],
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three workers on two cores: the tests wait on the browser, the mock and timers often enough that a third fills the gaps
  // (measured: a third less time than two; four were slower than three).
  workers: 3,
  // One retry in the gate (`npm test` sets E2E_RETRIES, `.ci/run` runs it) and on CI absorbs a timing hiccup of a busy
  // 2-core machine; a test that fails twice fails the run, and `npm test` names the tests that needed the retry.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
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
      testIgnore: 'flows/**',
      use: browser,
    },
    {
      // Whole flows across screens on the world, each on records of its own (tests/flows run side by side).
      name: 'flows',
      testDir: './e2e/flows',
      use: { ...browser, baseURL: `http://localhost:${worldAppPort}` },
    },
  ],
  webServer: [
    {
      command: ['node_modules/.bin/prism', ...prismMockArgs({ port: mockPort })].join(' '),
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
    {
      // The world refuses a request that names another origin than the console's on it (the preview below).
      command: `node_modules/.bin/tsx world/server.ts --port ${worldPort} --remote-port ${worldProxyPort} --allow-origin http://localhost:${worldAppPort}`,
      url: `http://127.0.0.1:${worldPort}/__world/outbox`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: [
        'node_modules/.bin/prism',
        ...prismProxyArgs({ upstream: `http://127.0.0.1:${worldPort}`, port: worldProxyPort, verbose: 'info' }),
      ].join(' '),
      url: `http://127.0.0.1:${worldProxyPort}/api/locale`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same build (made by the server above; web servers start one after the other), its API calls sent to the
      // world's proxy; in mode e2e the preview serves the stand-in login page and passes /__world/ to the world.
      command: `node_modules/.bin/vite preview --mode e2e --outDir ${outDir} --port ${worldAppPort}`,
      url: `http://localhost:${worldAppPort}/`,
      env: { MOCK_PORT: String(worldProxyPort), PORT: String(worldAppPort), WORLD_PORT: String(worldPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
