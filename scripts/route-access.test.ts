// Who may open each page is declared once, on its route (`staticData.access`), and must be the access of the calls its
// screen makes (the contract's, src/api/access.gen.ts): a page wider than its calls shows its users refusals, a page
// narrower than them keeps out users the server would serve. The calls are read from the code the route reaches
// (TypeScript's own resolution of every name, so a query module's other queries do not count).
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routeCases } from '../e2e/support/routes';
import { operationAccess, type Access, type OperationKey } from '../src/api/access.gen';
import { toSession, mayAccess, type Session } from '../src/lib/session';
import { answeredUser } from '../src/test/records';
import { appRouter, pageAt } from '../src/test/route-pages';
import { includes } from './lib/access.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Modules whose calls are made only for a role narrower than their page's, guarded where they are made: every call
 * they make, and why. A page's access is not compared with what it reaches through them.
 */
const ROLE_GATED: Record<string, { calls: OperationKey[]; why: string }> = {
  'src/components/session/organisation-name.ts': {
    calls: ['GET /api/Organisation', 'GET /api/Organisation/{orgId}'],
    why: "names another organisation for a super user (an organisation admin's is the session's own)",
  },
  'src/api/queries/record-history.ts': {
    calls: [
      'GET /api/auditlog/history/{type}/{id}',
      'GET /api/organisation/{orgId}/history/{type}/{id}',
      'GET /api/User/history/{userId}',
    ],
    why: "reads a record's history by the HistorySource its page names: the source counts as that read (HISTORY_READS)",
  },
};

/** The read of a record's history each `HistorySource` kind makes (src/api/queries/record-history.ts). */
const HISTORY_READS: Record<string, OperationKey> = {
  admin: 'GET /api/auditlog/history/{type}/{id}',
  organisation: 'GET /api/organisation/{orgId}/history/{type}/{id}',
  user: 'GET /api/User/history/{userId}',
};

/** The code of the console under src/, as the typecheck reads it. */
function program(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json cannot be read');
  return ts.createProgram(
    config.fileNames.filter((file) => !/\.test\.tsx?$/.test(file)),
    config.options,
  );
}

/** The statement of a declaration at the top of its module: what the walk goes by. */
function topStatement(node: ts.Node): ts.Node {
  let found = node;
  while (found.parent && !ts.isSourceFile(found.parent)) found = found.parent;
  return found;
}

const API_CALL = new Set(['queryOptions', 'useQuery', 'useSuspenseQuery', 'useMutation', 'GET', 'POST']);

/**
 * For each top statement of the console's code: the contract calls it names (`$api.queryOptions('get', '/api/user')`,
 * `api.POST('/passwordreset/validate', ...)`) and the top statements of src it refers to. A query whose key alone is
 * read (`fooQuery().queryKey`, to refresh a cache) is no call.
 */
function statementGraph(code: ts.Program) {
  const checker = code.getTypeChecker();
  const inConsole = (file: string) => file.startsWith(path.join(root, 'src')) && !file.endsWith('.gen.ts');
  const graph = new Map<ts.Node, { calls: Set<string>; refers: Set<ts.Node> }>();
  const readsKeyOnly = (node: ts.Identifier) => {
    const call = node.parent;
    return (
      ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.parent) && call.parent.name.text === 'queryKey'
    );
  };
  const lazyExport = (node: ts.Node): ts.Declaration | undefined => {
    if (!ts.isCallExpression(node) || node.expression.getText() !== 'lazyRouteComponent') return undefined;
    const [importer, name] = node.arguments;
    if (!importer || !ts.isArrowFunction(importer) || !name || !ts.isStringLiteral(name)) return undefined;
    const load = importer.body;
    if (!ts.isCallExpression(load) || load.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
    const [specifier] = load.arguments;
    const module = specifier && checker.getSymbolAtLocation(specifier);
    if (!module) return undefined;
    return checker.getExportsOfModule(module).find((symbol) => symbol.name === name.text)?.declarations?.[0];
  };
  const of = (statement: ts.Node) => {
    const known = graph.get(statement);
    if (known) return known;
    const entry = { calls: new Set<string>(), refers: new Set<ts.Node>() };
    graph.set(statement, entry);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const name = node.expression.name.text;
        const [first, second] = node.arguments;
        if (API_CALL.has(name) && first && ts.isStringLiteral(first)) {
          if (second && ts.isStringLiteral(second)) entry.calls.add(`${first.text.toUpperCase()} ${second.text}`);
          else if (name === 'GET' || name === 'POST') entry.calls.add(`${name} ${first.text}`);
        }
      }
      // A history's source, `{ kind: 'organisation', orgId }` where a HistorySource is expected, is the read it makes.
      if (
        ts.isObjectLiteralExpression(node) &&
        checker.getContextualType(node)?.aliasSymbol?.name === 'HistorySource'
      ) {
        for (const property of node.properties) {
          if (!ts.isPropertyAssignment(property) || property.name.getText() !== 'kind') continue;
          const read = ts.isStringLiteral(property.initializer) ? HISTORY_READS[property.initializer.text] : undefined;
          if (read) entry.calls.add(read);
        }
      }
      // A screen a route imports on demand, `lazyRouteComponent(() => import('#/features/…'), 'UsersScreen')`, is
      // that module's export of the name.
      const lazy = lazyExport(node);
      if (lazy) entry.refers.add(topStatement(lazy));
      if (ts.isIdentifier(node) && !readsKeyOnly(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          if (inConsole(declaration.getSourceFile().fileName)) entry.refers.add(topStatement(declaration));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    return entry;
  };
  /** Every call the statements reach, but through the modules `skip` names. */
  return (start: readonly ts.Node[], skip: ReadonlySet<string> = new Set()) => {
    const calls = new Set<string>();
    const seen = new Set<ts.Node>();
    const queue = [...start];
    for (let next = queue.pop(); next; next = queue.pop()) {
      if (seen.has(next) || skip.has(path.relative(root, next.getSourceFile().fileName))) continue;
      seen.add(next);
      const { calls: made, refers } = of(next);
      for (const call of made) calls.add(call);
      queue.push(...refers);
    }
    return calls;
  };
}

/** A route's file under src/routes, by its id. */
function fileOf(id: string): string {
  const names = id.endsWith('/') ? [`${id}index`] : [`${id}/route`, id];
  for (const name of names) {
    const file = path.join(root, 'src/routes', `${name}.tsx`);
    if (ts.sys.fileExists(file)) return file;
  }
  throw new Error(`No file for route ${id}`);
}

/** The narrowest of the calls' access levels, or a list of the incomparable ones. */
function narrowest(levels: readonly Access[]): Access | undefined {
  return levels.find((level) => levels.every((other) => includes(other, level)));
}

describe('who may open each page', () => {
  const code = program();
  const reach = statementGraph(code);
  const routes = Object.values(appRouter.routesById).filter((route) => !route.isRoot);
  const gatedModules = new Set(Object.keys(ROLE_GATED));

  // The first test reads the whole program's names (about 10 s on this machine, more while the gate runs beside it).
  it(
    "declares the access of its screen's calls: neither wider (its users refused) nor narrower",
    { timeout: 120_000 },
    () => {
      const wrong: string[] = [];
      let compared = 0;
      for (const route of routes) {
        const source = code.getSourceFile(fileOf(route.id));
        if (!source) throw new Error(`${route.id} is not in the program`);
        const levels: Access[] = [];
        for (const call of reach(source.statements, gatedModules)) {
          const access = (operationAccess as Record<string, Access | undefined>)[call];
          if (access) levels.push(access);
          else wrong.push(`${route.id}: ${call} is no operation of the contract`);
        }
        const declared = route.options.staticData.access;
        if (levels.length === 0) continue;
        compared += 1;
        const needed = narrowest(levels);
        if (needed === undefined) wrong.push(`${route.id}: its calls need ${[...new Set(levels)].join(' and ')}`);
        else if (needed !== declared) wrong.push(`${route.id}: declares ${declared}, its calls need ${needed}`);
      }
      expect(wrong).toEqual([]);
      expect(compared).toBeGreaterThan(35);
    },
  );

  it('declares no layout narrower than the pages under it (the guard checks every matched route)', () => {
    const narrower = routes.flatMap((route) => {
      const parent = route.parentRoute as { id: string; options: { staticData: { access: Access } } } | undefined;
      const own = route.options.staticData.access;
      const above = parent?.options.staticData.access;
      return above && !includes(above, own) ? [`${parent.id} (${above}) above ${route.id} (${own})`] : [];
    });
    expect(narrower).toEqual([]);
  });

  it('reads calls precisely: a query module imported for one query does not bring the others', () => {
    const source = code.getSourceFile(fileOf('/organisation/$orgId/teams/'));
    const calls = [...reach(source?.statements ?? [])];
    expect(calls).toContain('GET /api/organisation/{orgId}/team');
    expect(calls).not.toContain('GET /api/OrganisationTree/filtered');
  });

  it("reads a record's history as the read its page's source names, not the others", () => {
    const calls = (id: string) => [...reach(code.getSourceFile(fileOf(id))?.statements ?? [], gatedModules)];
    expect(calls('/organisation/$orgId/teams/edit/$id')).toContain(HISTORY_READS.organisation);
    expect(calls('/organisation/$orgId/teams/edit/$id')).not.toContain(HISTORY_READS.admin);
    expect(calls('/admin/users/edit/$id')).toContain(HISTORY_READS.admin);
    expect(calls('/user/$userId')).toContain(HISTORY_READS.user);
  });

  it('lists exactly the calls each role-gated module makes', () => {
    for (const [module, { calls }] of Object.entries(ROLE_GATED)) {
      const source = code.getSourceFile(path.join(root, module));
      expect([...reach(source?.statements ?? [])].sort(), module).toEqual([...calls].sort());
    }
  });
});

describe("the sweeps' personas (e2e/support/routes.ts)", () => {
  // The estate's personas as the console reads their sessions (docs/mock-estate.md).
  const harbourFishBar = { organisationID: '10000000-0000-4000-8000-000000000005', name: 'Harbour Fish Bar' };
  const sessions: Record<string, Session | null> = {
    superUser: toSession([
      answeredUser({ userID: '20000000-0000-4000-8000-000000000001', shortName: 'Alice', scopes: ['superuser'] }),
      { organisationID: '10000000-0000-4000-8000-000000000001', name: 'Kappa POS Platform' },
      false,
    ]),
    orgAdmin: toSession([
      answeredUser({ userID: '20000000-0000-4000-8000-000000000002', shortName: 'Oliver' }),
      harbourFishBar,
      true,
    ]),
    user: toSession([
      answeredUser({ userID: '20000000-0000-4000-8000-000000000003', shortName: 'Uma' }),
      harbourFishBar,
      false,
    ]),
    loggedOut: null,
  };

  it('visit each page only as personas its declared access lets in', () => {
    const wrong = routeCases.flatMap(({ url, personas }) => {
      const page = pageAt(new URL(url, 'http://x').pathname);
      // The not-found page is everyone's.
      if (!page) return [];
      return personas
        .filter((persona) => !mayAccess(page.meta.access, sessions[persona] ?? null, page.params))
        .map((persona) => `${url} as ${persona}: ${page.meta.access} turns them away`);
    });
    expect(wrong).toEqual([]);
  });
});
