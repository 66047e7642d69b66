import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './processes.mjs';
import { SWEEP_SPECS, specsForChange, specsOfArea } from './quick-specs.mjs';

const specs = [
  'account.spec.ts',
  'users.spec.ts',
  'shell.spec.ts',
  'keyboard.spec.ts',
  'secrets.spec.ts',
  'fuzz.spec.ts',
];
specs.push('teams.spec.ts', 'teams-members.spec.ts');
const tree = (overrides = {}) => ({
  specs,
  importersOf: () => [],
  featuresOfRoute: () => [],
  specImports: () => [],
  ...overrides,
});

describe('specsForChange', () => {
  it('runs the specs named after a changed feature area, or every screen spec when it has none', () => {
    expect(specsForChange(['src/features/users/users-screen.tsx'], tree())).toEqual(['users.spec.ts']);
    const teams = ['teams-members.spec.ts', 'teams.spec.ts'];
    expect(specsForChange(['src/features/teams/team-edit-screen.tsx'], tree())).toEqual(teams);
    const screenSpecs = specs.filter((s) => !SWEEP_SPECS.includes(s)).sort();
    expect(specsForChange(['src/features/clients/clients-screen.tsx'], tree())).toEqual(screenSpecs);
  });

  it('runs a changed spec, and the specs that import a changed e2e helper', () => {
    expect(specsForChange(['e2e/users.spec.ts'], tree())).toEqual(['users.spec.ts']);
    const specImports = (spec) => (spec === 'fuzz.spec.ts' || spec === 'users.spec.ts' ? ['support/fixtures.ts'] : []);
    const importing = specsForChange(['e2e/support/fixtures.ts'], tree({ specImports }));
    expect(importing).toEqual(['fuzz.spec.ts', 'users.spec.ts']);
  });

  it('follows a shared module to the features that import it', () => {
    const importersOf = (file) =>
      file === 'src/lib/team-rules.ts' ? ['src/features/teams/team-edit-screen.tsx', 'src/routes/x.tsx'] : [];
    const teams = ['teams-members.spec.ts', 'teams.spec.ts'];
    expect(specsForChange(['src/lib/team-rules.ts'], tree({ importersOf }))).toEqual(teams);
    expect(specsForChange(['src/components/tree/tree.tsx'], tree())).toEqual(['keyboard.spec.ts']);
  });

  it('runs the shell spec for the shell and the client, and what a route file renders', () => {
    expect(specsForChange(['src/app/layout.tsx'], tree())).toEqual(['shell.spec.ts']);
    const featuresOfRoute = () => ['users'];
    expect(specsForChange(['src/routes/admin/users/index.tsx'], tree({ featuresOfRoute }))).toEqual(['users.spec.ts']);
  });

  it('runs every screen spec, and no sweep, for a contract or build change', () => {
    expect(specsForChange(['openapi/paths/users.yaml'], tree())).toEqual(
      specs.filter((s) => !SWEEP_SPECS.includes(s)).sort(),
    );
  });

  it('runs nothing for docs', () => {
    expect(specsForChange(['docs/ARCHITECTURE.md', 'README.md'], tree())).toEqual([]);
  });

  it('finds a spec named after every feature area, and every sweep it names exists', () => {
    const existing = readdirSync(path.join(root, 'e2e'));
    const features = readdirSync(path.join(root, 'src/features'));
    const without = features.filter((feature) => !specsOfArea(feature, existing).length);
    expect(without, 'feature areas without a spec named after them').toEqual([]);
    expect(
      SWEEP_SPECS.filter((spec) => !existing.includes(spec)),
      'named sweeps that do not exist',
    ).toEqual([]);
  });

  it('tells an area from another that starts alike', () => {
    const specsHere = ['access.spec.ts', 'accessibility.spec.ts', 'access-links.spec.ts'];
    expect(specsOfArea('access', specsHere)).toEqual(['access.spec.ts', 'access-links.spec.ts']);
  });
});
