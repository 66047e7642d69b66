import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_SPECS, SWEEP_SPECS, specsForChange } from './quick-specs.mjs';
import { root } from './processes.mjs';

const specs = ['account.spec.ts', 'users.spec.ts', 'shell.spec.ts', 'keyboard.spec.ts', 'secrets.spec.ts', 'fuzz.spec.ts', 'organisation-teams.spec.ts'];
const tree = (overrides = {}) => ({
  specs,
  importersOf: () => [],
  featuresOfRoute: () => [],
  specImports: () => [],
  ...overrides,
});

describe('specsForChange', () => {
  it('runs the screen specs of a changed feature', () => {
    expect(specsForChange(['src/features/users/users-screen.tsx'], tree())).toEqual(['users.spec.ts']);
    expect(specsForChange(['src/features/account/profile-screen.tsx'], tree())).toEqual(['account.spec.ts', 'secrets.spec.ts']);
  });

  it('runs a changed spec, and the specs that import a changed e2e helper', () => {
    expect(specsForChange(['e2e/users.spec.ts'], tree())).toEqual(['users.spec.ts']);
    const specImports = (spec) => (spec === 'fuzz.spec.ts' || spec === 'users.spec.ts' ? ['fixtures.ts'] : []);
    expect(specsForChange(['e2e/fixtures.ts'], tree({ specImports }))).toEqual(['fuzz.spec.ts', 'users.spec.ts']);
  });

  it('follows a shared module to the features that import it', () => {
    const importersOf = (file) => (file === 'src/lib/team-rules.ts' ? ['src/features/teams/team-edit-screen.tsx', 'src/routes/x.tsx'] : []);
    expect(specsForChange(['src/lib/team-rules.ts'], tree({ importersOf }))).toEqual(['organisation-teams.spec.ts']);
    expect(specsForChange(['src/components/tree/tree.tsx'], tree())).toEqual(['keyboard.spec.ts']);
  });

  it('runs the shell spec for the shell and the client, and what a route file renders', () => {
    expect(specsForChange(['src/app/layout.tsx'], tree())).toEqual(['shell.spec.ts']);
    const featuresOfRoute = () => ['users'];
    expect(specsForChange(['src/routes/admin/users/index.tsx'], tree({ featuresOfRoute }))).toEqual(['users.spec.ts']);
  });

  it('runs every screen spec, and no sweep, for a contract or build change', () => {
    expect(specsForChange(['openapi/paths/users.yaml'], tree())).toEqual(specs.filter((s) => !SWEEP_SPECS.includes(s)).sort());
  });

  it('runs nothing for docs', () => {
    expect(specsForChange(['docs/ARCHITECTURE.md', 'README.md'], tree())).toEqual([]);
  });

  it('knows the specs of every feature area, and every spec it names exists', () => {
    const features = readdirSync(path.join(root, 'src/features'));
    expect(features.filter((feature) => !(feature in FEATURE_SPECS)), 'features without specs in FEATURE_SPECS').toEqual([]);
    const existing = readdirSync(path.join(root, 'e2e'));
    const named = [...Object.values(FEATURE_SPECS).flat(), ...SWEEP_SPECS];
    expect(named.filter((spec) => !existing.includes(spec)), 'named specs that do not exist').toEqual([]);
  });
});
