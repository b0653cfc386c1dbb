import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { buildIfNeeded } from '../scripts/local/build-if-needed';
import { repoRoot } from '../scripts/local/config';
import { paths } from '../web/src/config/paths';
import { tabela } from './estatistica';

/**
 * The JavaScript budget of quality.md, read from the build manifest (web/dist/.vite/manifest.json):
 * a route's first load is the entry chunk, the lazy modules its branch of the route table names (the
 * layout, the page) and every chunk those import statically, as gzip at level 9. Chunks loaded later
 * (dynamic imports: charts, the editor, dialogs) are not in it. A signed-in page (one inside a
 * layout) may load 200 KB, a public page (the login) 150 KB, and no first load holds chart code.
 * `npm run size -w web` prints it for the last build; `npm run bench -- webJs` builds first if needed.
 */
export const BUDGET_KB = { signedIn: 200, public: 150 } as const;

const ROUTER = join(repoRoot, 'web', 'src', 'app', 'router.tsx');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteLoad {
  path: string;
  /** Inside MainLayout or TopBarLayout: a signed-in page. */
  signedIn: boolean;
  /** The route modules of its branch (manifest keys, e.g. src/app/layouts/main-layout.tsx). */
  modules: string[];
}

/** `@/x/y` and `./x` (relative to web/src/app) import specifiers as manifest keys (`src/x/y.tsx`). */
function manifestKey(specifier: string, manifest: Manifest): string {
  const base = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : `src/app/${specifier.replace(/^\.\//, '')}`;
  const key = [`${base}.tsx`, `${base}.ts`].find((k) => k in manifest);
  if (!key) throw new Error(`js-budget: ${specifier} (router.tsx) is not a chunk of the build manifest`);
  return key;
}

/** `paths.historico.path` evaluated against web/src/config/paths.ts. */
function pathValue(expr: ts.Expression): string {
  const chain: string[] = [];
  let node: ts.Expression = expr;
  while (ts.isPropertyAccessExpression(node)) {
    chain.unshift(node.name.text);
    node = node.expression;
  }
  if (ts.isStringLiteral(node)) return node.text;
  if (!ts.isIdentifier(node) || node.text !== 'paths') throw new Error(`js-budget: unexpected route path ${expr.getText()}`);
  let value: unknown = paths;
  for (const key of chain) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`js-budget: ${expr.getText()} is not a path`);
  return value;
}

/**
 * Every leaf route of router.tsx's `appRoutes` with the lazy modules of its branch, read from the
 * source's syntax tree: `const X = lazyNamed(() => import('m'), …)` names the modules, and each route
 * object's `element` (and its guards' arguments) names the components.
 */
export function routeLoads(manifest: Manifest, routerFile = ROUTER): RouteLoad[] {
  const source = ts.createSourceFile(routerFile, readFileSync(routerFile, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazy = new Map<string, string>();
  let table: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isCallExpression(init) && init.expression.getText() === 'lazyNamed') {
        const loader = init.arguments[0];
        const call = loader && ts.isArrowFunction(loader) && ts.isCallExpression(loader.body) ? loader.body : undefined;
        const spec = call?.expression.kind === ts.SyntaxKind.ImportKeyword ? call.arguments[0] : undefined;
        if (spec && ts.isStringLiteral(spec)) lazy.set(node.name.text, manifestKey(spec.text, manifest));
      }
      if (node.name.text === 'appRoutes' && ts.isArrayLiteralExpression(init)) table = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!table) throw new Error('js-budget: appRoutes not found in router.tsx');

  const componentsIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const walk = (n: ts.Node) => {
      if ((ts.isJsxSelfClosingElement(n) || ts.isJsxOpeningElement(n)) && lazy.has(n.tagName.getText())) found.push(lazy.get(n.tagName.getText())!);
      ts.forEachChild(n, walk);
    };
    walk(node);
    return found;
  };
  const prop = (obj: ts.ObjectLiteralExpression, name: string) =>
    obj.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
  const layouts = new Set([...lazy].filter(([name]) => name.endsWith('Layout')).map(([, key]) => key));

  const out: RouteLoad[] = [];
  const walkRoutes = (list: ts.ArrayLiteralExpression, parentPath: string, inherited: string[]) => {
    for (const el of list.elements) {
      if (!ts.isObjectLiteralExpression(el)) continue;
      const pathExpr = prop(el, 'path');
      const own = pathExpr ? pathValue(pathExpr) : '';
      const full = own.startsWith('/') ? own : `${parentPath.replace(/\/$/, '')}/${own}`.replace(/\/$/, '') || '/';
      const element = prop(el, 'element');
      const modules = [...inherited, ...(element ? componentsIn(element) : [])];
      const children = prop(el, 'children');
      if (children && ts.isArrayLiteralExpression(children)) walkRoutes(children, own ? full : parentPath, modules);
      else if (modules.length > inherited.length) out.push({ path: own ? full : parentPath, signedIn: modules.some((m) => layouts.has(m)), modules });
    }
  };
  walkRoutes(table, '', []);
  return out;
}

/** The files a route's first load fetches: the entry and its modules, with their static imports. */
export function firstLoadFiles(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('js-budget: no entry in the build manifest');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of [entry, ...modules]) visit(key);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** Prints each route's first-load gzip KB against its budget; false when one is over. */
export function benchJsBudget(dist = join(repoRoot, 'web', 'dist'), routerFile = ROUTER): boolean {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`js-budget: ${manifestFile} is missing; run npm run build -w web`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
    return gz.get(file)!;
  };
  // MUI X Charts' class names: a chunk with them holds chart code.
  const charts = new Map<string, boolean>();
  const hasCharts = (file: string) => {
    if (!charts.has(file)) charts.set(file, readFileSync(join(dist, file), 'utf8').includes('MuiCharts'));
    return charts.get(file)!;
  };
  const rows = routeLoads(manifest, routerFile).map((r) => {
    const files = firstLoadFiles(manifest, r.modules);
    const kb = files.reduce((a, f) => a + size(f), 0);
    const budget = r.signedIn ? BUDGET_KB.signedIn : BUDGET_KB.public;
    const chartFiles = files.filter(hasCharts);
    const largest = [...files].sort((a, b) => size(b) - size(a)).slice(0, 3).map((f) => `${f.replace(/^assets\//, '')} ${size(f).toFixed(1)}`);
    return { ...r, files, kb, budget, chartFiles, ok: kb <= budget && chartFiles.length === 0, largest };
  });
  console.log(`\nJS first load per route (gzip -9 of the entry, the route's modules and their static imports; build manifest of ${dist}):`);
  console.log(
    tabela(
      ['route', 'kind', 'chunks', 'KB gzip', 'budget', '', 'largest chunks (KB)'],
      rows.map((r) => [r.path, r.signedIn ? 'signed-in' : 'public', String(r.files.length), r.kb.toFixed(1), String(r.budget), r.chartFiles.length ? '✗ CHARTS' : r.ok ? '' : '✗ OVER', r.largest.join(', ')]),
      [2, 3, 4],
    ),
  );
  const over = rows.filter((r) => !r.ok);
  const worst = (signedIn: boolean) => Math.max(...rows.filter((r) => r.signedIn === signedIn).map((r) => r.kb));
  console.log(`\nlargest first load: signed-in ${worst(true).toFixed(1)} KB (budget ${BUDGET_KB.signedIn}), public ${worst(false).toFixed(1)} KB (budget ${BUDGET_KB.public})`);
  if (over.length) console.log(`over budget: ${over.map((r) => r.path).join(', ')}`);
  return over.length === 0;
}

/** npm run bench's part: the SPA built if its sources changed, then the budget. */
export async function benchWebJs(): Promise<boolean> {
  await buildIfNeeded((s) => console.log(`[webJs] ${s}`));
  return benchJsBudget();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!benchJsBudget(process.argv[2])) process.exitCode = 1;
}
