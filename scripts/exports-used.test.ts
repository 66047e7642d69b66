// Every name that src/, world/ and build/ export is imported somewhere: an export nobody imports is dead code that
// reads as a promise to a caller. Syntax only (TypeScript's parser, no type checker), so the whole tree takes seconds.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The trees whose exports must have importers. */
const CHECKED = ['src', 'world', 'build'];
/** Where importers live: the checked trees, the tests and tooling beside them, and the config files at the top. */
const IMPORTERS = [...CHECKED, 'e2e', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

/**
 * Exports used by something other than an import: generated files (the generator writes the whole contract, used or
 * not), the route files' `Route` (TanStack Router's generated route tree reads it) and Vite's declaration file.
 */
function exempt(file: string, name: string): boolean {
  if (file.endsWith('.gen.ts') || file.endsWith('.d.ts')) return true;
  // The catalogues are found by path (`import.meta.glob` in src/catalogue-sources.ts), each by its default export.
  if (/\/messages\/[^/]+\/?[^/]*\.ts$/.test(file) && name === 'default') return true;
  return file.startsWith('src/routes/') && name === 'Route';
}

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((entry) => {
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    const relative = path.posix.join(dir, entry);
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative);
    return CODE.test(entry) ? [relative] : [];
  });
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repository file a specifier names, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('#/')) base = path.posix.join('src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  // A `.js` specifier may name a `.ts` file (TypeScript's module resolution).
  const stems = [base, base.replace(/\.js$/, '')];
  for (const stem of stems) {
    for (const extension of EXTENSIONS) {
      const candidate = stem + extension;
      if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
    }
  }
  return undefined;
}

const ALL = '*';

interface Scan {
  exports: Map<string, Set<string>>;
  /** file -> names imported from it (`*`: all of them). */
  imported: Map<string, Set<string>>;
}

function scan(): Scan {
  const exports = new Map<string, Set<string>>();
  const imported = new Map<string, Set<string>>();
  const use = (file: string | undefined, name: string) => {
    if (!file) return;
    const names = imported.get(file) ?? new Set<string>();
    names.add(name);
    imported.set(file, names);
  };
  const topFiles = readdirSync(root).filter((entry) => CODE.test(entry));
  for (const file of [...IMPORTERS.flatMap(filesUnder), ...topFiles]) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const own = new Set<string>();
    const exported = (name: string) => own.add(name);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolve(file, node.moduleSpecifier.text);
        const clause = node.importClause;
        if (!clause) use(target, ALL);
        else {
          if (clause.name) use(target, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) use(target, ALL);
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) use(target, (element.propertyName ?? element.name).text);
          }
        }
      } else if (ts.isExportDeclaration(node)) {
        const target =
          node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
            ? resolve(file, node.moduleSpecifier.text)
            : undefined;
        if (node.exportClause && ts.isNamedExports(node.exportClause)) {
          for (const element of node.exportClause.elements) {
            if (target) use(target, (element.propertyName ?? element.name).text);
            exported(element.name.text);
          }
        } else if (target) use(target, ALL);
      } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0]!)) {
        // `import('./x')` and the tests' `vi.mock('./x')`/`importActual`: the module as a whole.
        const callee = node.expression;
        const dynamic = callee.kind === ts.SyntaxKind.ImportKeyword;
        const named = ts.isPropertyAccessExpression(callee) && /^(mock|doMock|importActual)$/.test(callee.name.text);
        if (dynamic || named) use(resolve(file, node.arguments[0].text), ALL);
      } else if (ts.isExportAssignment(node)) exported('default');
      else if (
        ts.canHaveModifiers(node) &&
        ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ) {
        const isDefault = ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
        if (isDefault) exported('default');
        else if (ts.isVariableStatement(node)) {
          for (const declaration of node.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name)) exported(declaration.name.text);
          }
        } else if (
          (ts.isFunctionDeclaration(node) ||
            ts.isClassDeclaration(node) ||
            ts.isInterfaceDeclaration(node) ||
            ts.isTypeAliasDeclaration(node) ||
            ts.isEnumDeclaration(node)) &&
          node.name
        ) {
          exported(node.name.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    exports.set(file, own);
  }
  return { exports, imported };
}

describe('exports', () => {
  it('every export of src/, world/ and build/ is imported somewhere', () => {
    const { exports, imported } = scan();
    const unused: string[] = [];
    // A name its own module also uses (a props type in a signature, a constant a function reads) is not dead.
    const usedInModule = (file: string, name: string) =>
      (readFileSync(path.join(root, file), 'utf8').match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
    for (const [file, names] of exports) {
      if (!CHECKED.some((dir) => file.startsWith(`${dir}/`)) || /\.test\.tsx?$/.test(file)) continue;
      const used = imported.get(file) ?? new Set<string>();
      if (used.has(ALL)) continue;
      for (const name of names)
        if (!used.has(name) && !exempt(file, name) && !usedInModule(file, name)) unused.push(`${file}: ${name}`);
    }
    expect(unused).toEqual([]);
  });
});
