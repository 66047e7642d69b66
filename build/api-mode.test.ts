import { describe, expect, it } from 'vitest';
import { apiModeOf, qaSwitchesOf, type ViteRun } from './api-mode';

const run = (overrides: Partial<ViteRun>): ViteRun => ({
  command: 'build',
  mode: 'production',
  isPreview: false,
  usingMock: true,
  ...overrides,
});

describe('apiModeOf: mock mode (and its ?mockPersona / ?mockPrefer switches) only where the mock lives', () => {
  it("gives the dev server on the mock, QA's build and the e2e build mock mode", () => {
    expect(apiModeOf(run({ command: 'serve', mode: 'development' }))).toBe('mock');
    expect(apiModeOf(run({ command: 'build', mode: 'mock' }))).toBe('mock');
    expect(apiModeOf(run({ command: 'build', mode: 'e2e' }))).toBe('mock');
  });

  it("gives the preview of QA's build mock mode (its stand-in login pages), as npm start serves it", () => {
    expect(apiModeOf(run({ command: 'serve', mode: 'mock', isPreview: true }))).toBe('mock');
  });

  it('gives every other build mode the backend, production and staging alike', () => {
    for (const mode of ['production', 'staging', 'development', 'test', 'preview', 'qa']) {
      expect(apiModeOf(run({ command: 'build', mode })), mode).toBe('backend');
    }
  });

  it('gives a dev server in another mode, a preview and the unit tests the backend', () => {
    expect(apiModeOf(run({ command: 'serve', mode: 'staging' }))).toBe('backend');
    expect(apiModeOf(run({ command: 'serve', mode: 'production', isPreview: true }))).toBe('backend');
    expect(apiModeOf(run({ command: 'serve', mode: 'development', isPreview: true }))).toBe('backend');
    expect(apiModeOf(run({ command: 'serve', mode: 'test' }))).toBe('backend');
  });

  it('gives the backend whenever API_TARGET names one', () => {
    expect(apiModeOf(run({ command: 'serve', mode: 'development', usingMock: false }))).toBe('backend');
    expect(apiModeOf(run({ command: 'build', mode: 'e2e', usingMock: false }))).toBe('backend');
    expect(apiModeOf(run({ command: 'build', mode: 'mock', usingMock: false }))).toBe('backend');
  });
});

describe('qaSwitchesOf: test-only code only where the mock lives and in the unit tests', () => {
  it("is on for the dev server on the mock, QA's build, the e2e build and Vitest", () => {
    expect(qaSwitchesOf(run({ command: 'serve', mode: 'development' }))).toBe(true);
    expect(qaSwitchesOf(run({ command: 'build', mode: 'mock' }))).toBe(true);
    expect(qaSwitchesOf(run({ command: 'build', mode: 'e2e' }))).toBe(true);
    expect(qaSwitchesOf(run({ command: 'serve', mode: 'test' }))).toBe(true);
  });

  it('is off for every other build, a preview and a dev server on a backend', () => {
    for (const mode of ['production', 'staging', 'development', 'test', 'qa'])
      expect(qaSwitchesOf(run({ command: 'build', mode })), mode).toBe(false);
    expect(qaSwitchesOf(run({ command: 'serve', mode: 'production', isPreview: true }))).toBe(false);
    expect(qaSwitchesOf(run({ command: 'serve', mode: 'development', usingMock: false }))).toBe(false);
  });
});

describe('vite.config.ts applies it', () => {
  async function configOf(command: 'serve' | 'build', mode: string, isPreview = false) {
    const { default: config } = await import('../vite.config.ts');
    const resolved = await config({ command, mode, isPreview, isSsrBuild: false });
    const plugins = ([resolved.plugins ?? []] as unknown[]).flat(Infinity) as Array<{ name?: string } | null | false>;
    return {
      qaSwitches: resolved.define?.__QA_SWITCHES__ as string | undefined,
      mockPages: plugins.some((plugin) => plugin && plugin.name === 'mock-auth-pages'),
    };
  }

  it('a staging or production build gets backend mode and no mock pages', async () => {
    for (const mode of ['staging', 'production']) {
      expect(await configOf('build', mode), mode).toEqual({ qaSwitches: 'false', mockPages: false });
    }
  });

  it.skipIf(process.env.API_TARGET)(
    'the dev server on the mock and the e2e build get mock mode and the mock pages',
    async () => {
      expect(await configOf('serve', 'development')).toEqual({ qaSwitches: 'true', mockPages: true });
      expect(await configOf('build', 'e2e')).toEqual({ qaSwitches: 'true', mockPages: true });
      expect(await configOf('build', 'mock')).toEqual({ qaSwitches: 'true', mockPages: true });
      expect(await configOf('serve', 'mock', true)).toEqual({ qaSwitches: 'true', mockPages: true });
    },
  );
});
