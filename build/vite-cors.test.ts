import { describe, expect, it } from 'vitest';

// Vite's own CORS (by default for any localhost origin) would let another local app's page read the mock through the
// dev server or the preview; the console calls the API same-origin through their proxy and needs no CORS header.
describe('vite.config.ts', () => {
  it('gives the dev server and the preview no CORS of their own, in every mode', async () => {
    const { default: config } = await import('../vite.config.ts');
    for (const [command, mode, isPreview] of [
      ['serve', 'development', false],
      ['serve', 'e2e', true],
      ['serve', 'production', true],
    ] as const) {
      const resolved = await config({ command, mode, isPreview, isSsrBuild: false });
      expect(resolved.server?.cors, `${mode} server`).toBe(false);
      expect(resolved.preview?.cors, `${mode} preview`).toBe(false);
    }
  });
});
