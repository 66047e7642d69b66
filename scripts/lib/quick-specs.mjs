// Which e2e spec files cover a change (`npm run test:quick`). Pure: the caller reads git and the file tree.
// A changed spec runs itself, a changed e2e helper the specs importing it; a feature the specs named after its area;
// a shared module the specs of every feature importing it (the shell also the shell spec); the contract, the build
// or the e2e setup every screen spec. The sweeps stay in `npm test`.

/**
 * The screen specs of a feature area, by name: `<area>.spec.ts`, `<area>-<part>.spec.ts` or `<area>/<part>.spec.ts`.
 * @param {string} area  a folder of src/features
 * @param {string[]} specs  spec file names relative to e2e/
 */
export const specsOfArea = (area, specs) =>
  specs.filter((spec) => spec === `${area}.spec.ts` || spec.startsWith(`${area}-`) || spec.startsWith(`${area}/`));

/** The sweeps over every route and call: part of `npm test`, run by the quick loop only when they change. */
export const SWEEP_SPECS = [
  'accessibility.spec.ts',
  'double-submit.spec.ts',
  'error-sweep-load.spec.ts',
  'error-sweep-mutations.spec.ts',
  'fuzz.spec.ts',
];

const EVERYTHING = [
  /^openapi\//,
  /^vite\.config\.ts$/,
  /^index\.html$/,
  /^package(-lock)?\.json$/,
  /^playwright\.config\.ts$/,
  /^public\//,
];
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
    const named = specsOfArea(feature, tree.specs);
    for (const spec of named.length ? named : screenSpecs) picked.add(spec);
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
