/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` on the Prism mock (the dev server on the mock, the e2e build), `backend` otherwise: scripts/api-mode.ts. */
  readonly VITE_API_MODE: 'mock' | 'backend';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
