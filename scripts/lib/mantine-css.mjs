// Which of Mantine's stylesheets a module of the console needs, and which it can count on: the console imports
// Mantine's CSS per component (docs/code-splitting.md, "Mantine CSS"), so a module that renders a component whose
// stylesheet no statically imported module brings looks broken on a cold open (docs/decisions/079-mantine-css-checked-per-module.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The packages whose components draw with class names from a stylesheet of their own. */
export const STYLED_PACKAGES = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/spotlight',
  '@mantine/modals',
  'mantine-react-table-open',
];

const IMPORTS = /\b(?:import|export)\s*([\w$\s,*{}]*?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
// The class names of CSS modules, as the packages ship them: Mantine's (`m_bf2d988c`) and the table's
// (`MRT_TableBody-module_root__kGhRy`); a plain class name such as `root` is not a stylesheet's own.
const CLASS_SELECTOR = /\.(m_[0-9a-f]+|[\w-]+-module_[\w-]+__[\w-]+)/g;
const QUOTED = /["']([_a-zA-Z][\w-]*)["']/g;

/** The names of an import or export clause (`d, { a, b as c }`), as `[imported, local]`; `type` ones left out. */
function namesOf(clause) {
  const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  const other = clause
    .replace(/\{[^}]*\}/, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('*') ? ['*', part.split(/\s+as\s+/)[1] ?? '*'] : ['default', part]));
  return [...other, ...namesOfList(named)];
}

function namesOfList(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return [imported, local];
    });
}

/** Class name -> the stylesheet (as its import specifier) that styles it, for one package. */
function classesOf(nodeModules, name) {
  const classes = new Map();
  const read = (file, specifier) => {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS_SELECTOR)) classes.set(match[1], specifier);
  };
  const folder = path.join(nodeModules, name);
  if (name === '@mantine/core') {
    for (const file of readdirSync(path.join(folder, 'styles'))) {
      if (file.endsWith('.css') && !file.endsWith('.layer.css')) {
        read(path.join(folder, 'styles', file), `${name}/styles/${file}`);
      }
    }
  } else if (existsSync(path.join(folder, 'styles.css'))) {
    read(path.join(folder, 'styles.css'), `${name}/styles.css`);
  }
  return classes;
}

/** The static members (`Table.Thead`) a source uses of the component it imports as `local`. */
export function membersUsed(source, local) {
  return [...new Set([...source.matchAll(new RegExp(`\\b${local}\\.([A-Z]\\w*)`, 'g'))].map((match) => match[1]))];
}

/**
 * The styled packages as a graph of their ES module files: each file's stylesheets (the class names it holds as
 * strings), its imports, and the components it hangs on another as static members (`Table.Thead = TableThead`).
 * `stylesOf(package, name, members)` answers the stylesheets a component needs: those of every file its module
 * reaches, save its static members' own files unless `members` names them (`Table.ScrollContainer`).
 */
export function mantineStyles(nodeModules) {
  const classes = new Map(STYLED_PACKAGES.map((name) => [name, classesOf(nodeModules, name)]));
  const files = new Map();
  const entries = new Map();

  const load = (file, pkg) => {
    if (files.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const node = { styles: new Set(), deps: [], members: new Map() };
    files.set(file, node);
    for (const match of source.matchAll(QUOTED)) {
      const sheet = classes.get(pkg).get(match[1]);
      if (sheet) node.styles.add(sheet);
    }
    const assigned = [...source.matchAll(/^(\w+)\.([A-Z]\w*) = (\w+);$/gm)];
    // A name imported only to hang it on a component (used once past the imports, in its assignment): not drawn by
    // the component itself.
    const body = source.replace(IMPORTS, '');
    const onlyMember = (local) =>
      assigned.some((match) => match[3] === local) &&
      [...body.matchAll(new RegExp(`\\b${local}\\b`, 'g'))].length === 1;
    for (const [, clause, from = '', bare] of source.matchAll(IMPORTS)) {
      const specifier = bare ?? from;
      const names = clause === undefined ? [] : namesOf(clause);
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        const locals = names.map(([, local]) => local);
        const memberOnly = locals.length > 0 && locals.every(onlyMember);
        node.deps.push({ file: target, locals, memberOnly });
        for (const match of assigned) {
          if (locals.includes(match[3])) node.members.set(`${match[1]}.${match[2]}`, target);
        }
        load(target, pkg);
      } else if (STYLED_PACKAGES.includes(specifier)) {
        for (const [imported, local] of names) {
          node.deps.push({ pkg: specifier, name: imported, members: membersUsed(source, local) });
        }
      }
    }
  };

  const entryOf = (pkg) => {
    if (entries.has(pkg)) return entries.get(pkg);
    const manifest = JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8'));
    const file = path.resolve(nodeModules, pkg, manifest.exports?.['.']?.import?.default ?? manifest.module);
    load(file, pkg);
    const { deps } = files.get(file);
    // An index names the file that defines each name it exports; a bundle of one file (the table) defines them all.
    const bundle = !deps.some((dep) => dep.file);
    const fileOf = new Map(deps.flatMap((dep) => (dep.locals ?? []).map((local) => [local, dep.file])));
    const exported = new Map();
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
      for (const [local, name] of namesOfList(list)) {
        const defined = bundle ? file : fileOf.get(local);
        if (defined) exported.set(name, defined);
      }
    }
    const entry = { file, exported };
    entries.set(pkg, entry);
    return entry;
  };

  const stylesOf = (pkg, name, members = [], sheets = new Set(), seen = new Set()) => {
    const file = entryOf(pkg).exported.get(name);
    // A name the package takes from elsewhere (a hook, a third-party component) draws nothing of its own.
    if (!file) return sheets;
    const node = files.get(file);
    const wanted = new Set(members.map((member) => node.members.get(`${name}.${member}`)));
    const collect = (at, top) => {
      if (seen.has(at)) return;
      seen.add(at);
      const { styles, deps } = files.get(at);
      for (const sheet of styles) sheets.add(sheet);
      for (const dep of deps) {
        if (dep.pkg) stylesOf(dep.pkg, dep.name, dep.members, sheets, seen);
        else if (!(top && dep.memberOnly && !wanted.has(dep.file))) collect(dep.file, false);
      }
    };
    collect(file, true);
    return sheets;
  };
  return { stylesOf };
}

/**
 * A module of the console as this check reads it (`file` relative to src, `source` its text): the styled packages'
 * components it uses (`uses`), the stylesheets it imports (`sheets`), the modules it imports statically (`imports`:
 * they load with it) and those it loads on demand (`lazy`: `import()`). Type-only imports load nothing. The router
 * splits a route file's screen and loader off (autoCodeSplitting), so what a route file imports counts as loaded on
 * demand.
 */
export function readModule(file, source) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const uses = [];
  const sheets = [];
  const imports = [];
  const lazy = [];
  const route = file.startsWith('routes/');
  for (const statement of tree.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const clause = isImport ? statement.importClause : undefined;
    if (isImport ? clause?.isTypeOnly : statement.isTypeOnly) continue;
    if (isImport && !clause) {
      if (specifier.endsWith('.css')) sheets.push(specifier);
      else if (isOwnModule(specifier)) (route ? lazy : imports).push(specifier);
      continue;
    }
    const bindings = isImport ? clause?.namedBindings : statement.exportClause;
    const named =
      bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))
        ? bindings.elements.filter((element) => !element.isTypeOnly)
        : [];
    const names = named.map((element) => [(element.propertyName ?? element.name).text, element.name.text]);
    if (clause?.name) names.push(['default', clause.name.text]);
    if (bindings && ts.isNamespaceImport(bindings)) names.push(['*', bindings.name.text]);
    if (STYLED_PACKAGES.includes(specifier)) {
      for (const [name, local] of names) uses.push({ pkg: specifier, name, members: membersUsed(source, local) });
    } else if (isOwnModule(specifier) && (names.length > 0 || !bindings)) {
      (route ? lazy : imports).push(specifier);
    }
  }
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      lazy.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  const resolve = (specifier) => resolveFrom(file, specifier);
  return { file, uses, sheets, imports: imports.map(resolve), lazy: lazy.map(resolve) };
}

/** A specifier of the console's own: relative (`./`) or from src's root (`#/`). */
const isOwnModule = (specifier) => specifier.startsWith('.') || specifier.startsWith('#/');

/** An own specifier as the module it names, relative to src, without its extension. */
function resolveFrom(file, specifier) {
  const module = specifier.startsWith('#/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(file), specifier);
  return path.posix.normalize(module).replace(/\.tsx?$/, '');
}

/**
 * What each module misses: a stylesheet one of its components needs that is not loaded whenever the module is. A
 * module loads with every module it imports statically, as part of a load that starts at `entry` (e.g. `main`, the
 * first load) or at a module loaded on demand; what that load imports is there. So a module can count on the
 * stylesheets that every load it is part of brings (and on those of the first load). One line per module and component.
 */
export function missingStyles(modules, stylesOf, entry) {
  const byName = new Map(modules.map((module) => [module.file.replace(/\.tsx?$/, ''), module]));
  const loadFrom = (start) => {
    const names = new Set();
    const visit = (name) => {
      const module = byName.get(name);
      if (!module || names.has(name)) return;
      names.add(name);
      module.imports.forEach(visit);
    };
    visit(start);
    return names;
  };
  const sheetsOf = (names) => new Set([...names].flatMap((name) => byName.get(name)?.sheets ?? []));
  const starts = new Set([entry, ...modules.flatMap((module) => module.lazy)]);
  const loadedWith = new Map();
  for (const start of starts) {
    const names = loadFrom(start);
    const sheets = sheetsOf(names);
    for (const name of names) {
      const before = loadedWith.get(name);
      loadedWith.set(name, before ? new Set([...before].filter((sheet) => sheets.has(sheet))) : sheets);
    }
  }
  const everywhere = sheetsOf(loadFrom(entry));
  const missing = [];
  for (const [name, module] of byName) {
    // A module no load reaches (only a test's) is judged as a load of its own.
    const has = loadedWith.get(name) ?? sheetsOf(loadFrom(name));
    for (const use of module.uses) {
      const lacks = [...stylesOf(use.pkg, use.name, use.members)].filter(
        (sheet) => !has.has(sheet) && !everywhere.has(sheet),
      );
      const name = [use.name, ...use.members.map((member) => `${use.name}.${member}`)].join(', ');
      if (lacks.length > 0) missing.push(`${module.file}: ${name} (${use.pkg}) needs ${lacks.sort().join(', ')}`);
    }
  }
  return missing;
}
