import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchJsBudget, firstLoadFiles, routeLoads } from './js-budget';

/** A manifest that has every module router.tsx names (the parser only asks whether a key exists). */
const anyModule = new Proxy({}, { has: () => true }) as Record<string, never>;

describe('routeLoads over app/router.tsx', () => {
  const loads = routeLoads(anyModule);
  const of = (path: string) => loads.find((r) => r.path === path);

  it('gives each page the layout it renders in, and says which are signed in', () => {
    expect(of('/login')).toEqual({ path: '/login', signedIn: false, modules: ['src/features/auth/routes/login-page.tsx'] });
    expect(of('/historico')).toEqual({ path: '/historico', signedIn: true, modules: ['src/app/layouts/main-layout.tsx', 'src/features/historico/routes/historico-page.tsx'] });
    expect(of('/participacao/home')?.modules).toEqual(['src/app/layouts/main-layout.tsx', 'src/features/analise/routes/analise-home-page.tsx']);
    expect(of('/selecionar-medico')).toMatchObject({ signedIn: true, modules: ['src/app/layouts/top-bar-layout.tsx', 'src/features/selecionar-medico/routes/selecionar-medico-page.tsx'] });
    expect(of('/verificar/:codigo')?.signedIn).toBe(false);
  });

  it('lists every page of the route table once, and no redirect', () => {
    const paths = loads.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/participacao-medico/home', '/desempenho', '/configuracoes/auditoria', '/perfil/:idMedico?']));
    expect(paths).not.toContain('/home');
    expect(loads.every((r) => r.modules.length > 0)).toBe(true);
  });
});

describe('benchJsBudget', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A build of two routes: the entry, a shared chunk, a login page and a layout with one page. */
  function build(pageBody: string) {
    const dir = mkdtempSync(join(tmpdir(), 'emc-js-budget-'));
    dirs.push(dir);
    const router = join(dir, 'router.tsx');
    writeFileSync(
      router,
      `const MainLayout = lazyNamed(() => import('./layouts/main-layout'), 'MainLayout');
const LoginPage = lazyNamed(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const HistoricoPage = lazyNamed(() => import('@/features/historico/routes/historico-page'), 'HistoricoPage');
export const appRoutes: RouteObject[] = [
  { path: paths.root.path, children: [
    { path: paths.login.path, element: <LoginPage /> },
    { element: <MainLayout />, children: [{ path: paths.historico.path, element: doMedico(<HistoricoPage />) }] },
  ] },
];`,
    );
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/layouts/main-layout.tsx': { file: 'assets/main-layout.js', imports: ['_shared.js'] },
      'src/features/auth/routes/login-page.tsx': { file: 'assets/login-page.js' },
      'src/features/historico/routes/historico-page.tsx': { file: 'assets/historico-page.js', imports: ['_shared.js'] },
    };
    mkdirSync(join(dir, 'dist', '.vite'), { recursive: true });
    mkdirSync(join(dir, 'dist', 'assets'));
    writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const f of ['index', 'shared', 'main-layout', 'login-page']) writeFileSync(join(dir, 'dist', 'assets', `${f}.js`), `export const ${f.replace('-', '_')} = 1;`);
    writeFileSync(join(dir, 'dist', 'assets', 'historico-page.js'), pageBody);
    return { dist: join(dir, 'dist'), router, manifest };
  }

  it('counts the entry, the branch of modules and their static imports once each', () => {
    const { manifest } = build('export const p = 1;');
    expect(firstLoadFiles(manifest, ['src/app/layouts/main-layout.tsx', 'src/features/historico/routes/historico-page.tsx']).sort()).toEqual(
      ['assets/historico-page.js', 'assets/index.js', 'assets/main-layout.js', 'assets/shared.js'].sort(),
    );
  });

  it('passes small pages and fails a page over 200 KB or one whose first load holds chart code', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const small = build('export const p = 1;');
    expect(benchJsBudget(small.dist, small.router)).toBe(true);
    // Random bytes barely compress: 300 KB of them in base64 stay over the 200 KB budget gzipped.
    const big = build(`export const p = "${randomBytes(300 * 1024).toString('base64')}";`);
    expect(benchJsBudget(big.dist, big.router)).toBe(false);
    const charts = build('export const c = "MuiChartsSurface-root";');
    expect(benchJsBudget(charts.dist, charts.router)).toBe(false);
  });
});
