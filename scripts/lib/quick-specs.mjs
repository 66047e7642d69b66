// Which e2e spec files cover a change (`npm run test:quick`). Pure: the caller reads git and the file tree.
//
// - An e2e spec that changed runs itself; a changed e2e helper (fixtures, settle, routes...) runs the specs that
//   import it.
// - A feature (src/features/<area>/...) runs the screen specs of its area (FEATURE_SPECS; a unit test fails when a
//   feature has no entry), plus the cross-cutting specs that name it (secrets, keyboard).
// - A route file runs the specs of the feature it renders; a shared module (src/components, src/lib, src/app,
//   src/api) runs the specs of every feature that imports it; the shell (src/app, src/api, src/main.tsx,
//   src/routes/__root.tsx) also runs the shell spec.
// - A change to the contract (openapi/), the build (vite.config.ts, index.html, package.json) or the e2e setup
//   (playwright.config.ts) can touch any screen: every screen spec runs (the sweeps stay in `npm test`).

/** The screen specs of each feature area. */
export const FEATURE_SPECS = {
  acceptances: ['organisation-versions.spec.ts'],
  access: ['organisation-access.spec.ts', 'data-grid.spec.ts', 'grid-export.spec.ts'],
  account: ['account.spec.ts', 'secrets.spec.ts'],
  'admin-summary': ['admin-summary-clients.spec.ts'],
  'audit-logs': ['admin-audit-lookup-statistics.spec.ts'],
  authorisations: ['organisation-versions.spec.ts'],
  clients: ['admin-summary-clients.spec.ts', 'secrets.spec.ts'],
  'entity-lookup': ['admin-audit-lookup-statistics.spec.ts'],
  initialise: ['organisation-versions.spec.ts'],
  invitations: ['anonymous-flows.spec.ts', 'secrets.spec.ts'],
  'organisation-profile': ['organisation-summary.spec.ts'],
  'organisation-summary': ['organisation-summary.spec.ts'],
  organisations: ['admin-organisations.spec.ts'],
  'password-reset': ['anonymous-flows.spec.ts', 'secrets.spec.ts'],
  'permission-groups': ['organisation-permissions-service-accounts.spec.ts'],
  servers: ['admin-servers.spec.ts', 'secrets.spec.ts'],
  'service-accounts': ['organisation-permissions-service-accounts.spec.ts', 'secrets.spec.ts'],
  statistics: ['admin-audit-lookup-statistics.spec.ts'],
  'system-health': ['organisation-versions.spec.ts'],
  teams: ['organisation-teams.spec.ts'],
  users: ['users.spec.ts', 'data-grid.spec.ts', 'grid-export.spec.ts'],
};

/** The sweeps over every route and call: part of `npm test`, run by the quick loop only when they change. */
export const SWEEP_SPECS = [
  'accessibility.spec.ts',
  'double-submit.spec.ts',
  'error-sweep-load.spec.ts',
  'error-sweep-mutations.spec.ts',
  'fuzz.spec.ts',
];

const EVERYTHING = [/^openapi\//, /^vite\.config\.ts$/, /^index\.html$/, /^package(-lock)?\.json$/, /^playwright\.config\.ts$/, /^public\//];
const SHELL = [/^src\/app\//, /^src\/api\//, /^src\/main\.tsx$/, /^src\/routes\/__root\.tsx$/];

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * @param {string[]} changed  paths relative to the repository root
 * @param {{ specs: string[], importersOf: (file: string) => string[], featuresOfRoute: (file: string) => string[],
 *           specImports: (spec: string) => string[] }} tree
 *   specs: every e2e spec file name; importersOf: the src files importing a module (directly);
 *   featuresOfRoute: the feature areas a route file renders; specImports: the e2e files a spec imports
 * @returns {string[]} spec file names, sorted
 */
export function specsForChange(changed, tree) {
  const screenSpecs = tree.specs.filter((spec) => !SWEEP_SPECS.includes(spec));
  const picked = new Set();
  const addFeature = (feature) => {
    for (const spec of FEATURE_SPECS[feature] ?? screenSpecs) picked.add(spec);
  };
  for (const file of changed) {
    if (EVERYTHING.some((pattern) => pattern.test(file))) {
      for (const spec of screenSpecs) picked.add(spec);
      continue;
    }
    const spec = /^e2e\/([^/]+\.spec\.ts)$/.exec(file)?.[1];
    if (spec) {
      if (tree.specs.includes(spec)) picked.add(spec);
      continue;
    }
    if (file.startsWith('e2e/')) {
      const helper = file.slice('e2e/'.length);
      for (const candidate of tree.specs) if (tree.specImports(candidate).includes(helper)) picked.add(candidate);
      continue;
    }
    if (SHELL.some((pattern) => pattern.test(file))) picked.add('shell.spec.ts');
    const feature = featureOf(file);
    if (feature) {
      addFeature(feature);
      continue;
    }
    if (file.startsWith('src/routes/')) {
      for (const routed of tree.featuresOfRoute(file)) addFeature(routed);
      continue;
    }
    if (file.startsWith('src/')) {
      for (const importer of tree.importersOf(file)) {
        const importing = featureOf(importer);
        if (importing) addFeature(importing);
      }
      if (file.startsWith('src/components/')) picked.add('keyboard.spec.ts');
    }
  }
  return [...picked].filter((spec) => tree.specs.includes(spec)).sort();
}
