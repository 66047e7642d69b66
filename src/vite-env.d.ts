/// <reference types="vite/client" />

/**
 * Test-only code is built in: the mock's QA switches, the e2e hooks on `window`, the pseudo-locale. True on the mock
 * (the dev server on the mock, the e2e build) and in the unit tests; false in any other build (build/api-mode.ts).
 */
declare const __QA_SWITCHES__: boolean;
