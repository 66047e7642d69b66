/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` when the console runs on the Prism mock (dev/e2e), `backend` otherwise. Set in vite.config.ts. */
  readonly VITE_API_MODE: 'mock' | 'backend';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
