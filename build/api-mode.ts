/**
 * Which API mode a Vite run gets (whether the mock's stand-in authentication pages are served, and with
 * `qaSwitchesOf` whether test-only code is built in). Mock mode carries the QA switches (`?mockPersona`,
 * `?mockPrefer`: `src/api/mock-prefer.ts`), so
 * only the runs that live on the mock get it: the dev server on the mock (`vite`, i.e. command `serve` in mode
 * `development`, without `API_TARGET`), QA's build (mode `mock`, which `npm start` builds and previews) and the e2e
 * build (mode `e2e`, which adds the e2e hooks on `window`). Every other build, whatever its mode (`production`,
 * `staging`, ...), a preview in another mode and the unit tests (mode `test`) talk to a backend.
 */
export type ApiMode = 'mock' | 'backend';

export interface ViteRun {
  /** Vite's `command`: `serve` (dev server, preview, Vitest) or `build`. */
  command: 'serve' | 'build';
  /** Vite's `mode` (`--mode`; `development` for the dev server, `production` for a build or a preview by default). */
  mode: string;
  /** True for `vite preview` (a built app; its code was already decided at build time). */
  isPreview: boolean;
  /** No `API_TARGET`: the calls go to the Prism mock. */
  usingMock: boolean;
}

/**
 * The one switch for test-only code (`__QA_SWITCHES__`, a build-time constant): the mock's QA switches
 * (`?mockPersona`, `?mockPrefer`), the e2e build's hooks on `window` and the QA pseudo-locale. On where the mock lives
 * (the runs in mock mode) and in the unit tests (mode `test`), which test that code; off in every other build, which
 * then carries none of it (`npm run check:test-code`).
 */
export function qaSwitchesOf(run: ViteRun): boolean {
  return apiModeOf(run) === 'mock' || (run.command === 'serve' && run.mode === 'test' && !run.isPreview);
}

export function apiModeOf({ command, mode, isPreview, usingMock }: ViteRun): ApiMode {
  if (!usingMock) return 'backend';
  if (mode === 'e2e' || mode === 'mock') return 'mock';
  if (command === 'serve' && mode === 'development' && !isPreview) return 'mock';
  return 'backend';
}
