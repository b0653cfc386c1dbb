import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The SPA build's chunking and its small plugins (vite.config.ts). The aim is each route's first load
 * (quality.md: ≤ 200 KB gzip on a signed-in page, ≤ 150 KB on the login) in few requests.
 */

/** React, React DOM and the router: every page needs them, so one long-cached chunk. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

/** MUI and what it brings (emotion, transitions, popper), and swr: the signed-in pages' libraries. */
const UI_LIBRARIES = /node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime|swr)[\\/]/;

/** The layouts every signed-in page renders in (app/router.tsx). */
const LAYOUTS = ['src/app/layouts/main-layout.tsx', 'src/app/layouts/top-bar-layout.tsx'];

interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const MUI_MATERIAL = /node_modules[\\/]@mui[\\/]material[\\/]/;
const MUI_THEME = /node_modules[\\/]@mui[\\/]material[\\/](styles|colors)[\\/]/;

/**
 * A graph walk sees imports, not what tree-shaking keeps. MUI's styles barrel re-exports
 * enhanceHighContrast, which imports a dozen form components' class names (and through them
 * InputBase): the layouts use none of it, so from the theme's modules the walk goes only to the
 * palette's colours and to other packages.
 */
const follows = (from: string, to: string) => !MUI_THEME.test(from) || MUI_THEME.test(to) || !MUI_MATERIAL.test(to);

/** Every module `starts` import statically, directly or not (lazy imports are not followed). */
function staticClosure(ctx: GraphContext, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length) {
    const id = stack.pop()!;
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next) || !follows(id, next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/**
 * rolldown's code-splitting groups. Everything else is split per route by rolldown itself: a route's
 * chunk holds what only it imports, and modules shared by several routes go to chunks by the set of
 * routes that share them. Two groups on top of that:
 * - `react`: the framework, on every page;
 * - `layout-ui`: the part of the UI libraries the layouts import (theme, emotion, app bar, buttons…),
 *   which every signed-in page loads anyway, as one chunk instead of dozens of small ones. The MUI
 *   components only some pages use stay in those pages' chunks; the login page loads no MUI.
 */
export function codeSplittingGroups(root: string) {
  const layoutModules = new WeakMap<GraphContext, Set<string>>();
  return [
    // Vite's helper for lazy imports, which the entry needs: a group takes its modules' dependencies along, so it is kept out of them.
    { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 40 },
    { name: 'react', test: FRAMEWORK, priority: 30 },
    {
      name: (id: string, ctx: GraphContext) => {
        if (!UI_LIBRARIES.test(id)) return null;
        let set = layoutModules.get(ctx);
        if (!set) layoutModules.set(ctx, (set = staticClosure(ctx, LAYOUTS.map((l) => join(root, l)))));
        return set.has(id) ? 'layout-ui' : null;
      },
      priority: 20,
    },
  ];
}

/**
 * react-router 7 resolves to its development build in every mode (its package exports name no
 * production one; remix-run/react-router#14102): the build takes dist/production, which differs only
 * by its dev warnings turned off.
 */
export function reactRouterProduction(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const targets: Record<string, string> = { 'react-router': join(dist, 'index.mjs'), 'react-router/dom': join(dist, 'dom-export.mjs') };
  return {
    name: 'emc-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => targets[source] ?? null,
  };
}

/**
 * The entry's stylesheet (styles/base.css, 1 KB: the page basics and the loader index.html shows)
 * inlined into index.html, so the first paint waits for no request but the document. The CSP allows
 * inline styles (MUI's emotion needs them); scripts stay external.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'emc-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
        const css = bundle[file];
        return css?.type === 'asset' ? `<style>${String(css.source).trim()}</style>` : tag;
      });
    },
  };
}

/**
 * The web reads the API manifest (shared/src/routes.ts) only for each route's method, path, auth and
 * the reads a write invalidates; the manifest's zod schemas are the server's. The build gives the
 * web's imports of it an index generated from the manifest itself (same exports, same values, no
 * schemas), which keeps every route's schemas and their construction off each page's first load.
 * Tests and the dev server import the manifest as it is.
 */
export function routeIndex(root: string): Plugin {
  const ID = '\0emc-route-index';
  const src = join(root, 'src') + sep;
  return {
    name: 'emc-route-index',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '@emc/shared/routes' && importer?.startsWith(src) ? ID : null),
    async load(id) {
      if (id !== ID) return null;
      // Through tsx, as openApiDocument: the manifest is TypeScript.
      const m = (await tsImport('@emc/shared/routes', import.meta.url)) as typeof import('@emc/shared/routes');
      const index = Object.fromEntries(
        m.routes.map((r) => [r.id, { id: r.id, method: r.method, path: r.path, auth: r.auth, ...pick(r, ['multipart', 'idempotent', 'invalidates']) }]),
      );
      return [
        `export const IDEMPOTENCY_HEADER = ${JSON.stringify(m.IDEMPOTENCY_HEADER)};`,
        `export ${m.buildPath.toString()}`,
        `const ROUTES = ${JSON.stringify(index)};`,
        'export function routeById(id) {',
        '  const route = ROUTES[id];',
        '  if (!route) throw new Error(`unknown route ${id}`);',
        '  return route;',
        '}',
      ].join('\n');
    },
  };
}

function pick<T extends object>(obj: T, keys: string[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => k in obj).map((k) => [k, (obj as Record<string, unknown>)[k]])) as Partial<T>;
}

/**
 * MUI's createTheme and ThemeProvider carry both theme engines, the plain one and the CSS-variables
 * one (createThemeWithVars, CssVarsProvider, the colour-scheme script: about 8 KB gzip), and pick one
 * at run time. The theme (components/theme/theme.ts) sets neither `cssVariables` nor `colorSchemes`,
 * for which both take the plain engine: the build gives MUI's own imports of the two modules that
 * branch alone, and fails loudly should the theme ever ask for CSS variables.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  const styles = dirname(createRequire(import.meta.url).resolve('@mui/material/styles'));
  const ids: Record<string, string> = { './createTheme.mjs': '\0emc-mui-create-theme', './ThemeProvider.mjs': '\0emc-mui-theme-provider' };
  const refused = "throw new Error('MUI CSS theme variables are left out of this build (web/vite-plugins.ts, muiThemeWithoutCssVariables)')";
  const modules: Record<string, string> = {
    [ids['./createTheme.mjs']!]: [
      `import createThemeNoVars from ${JSON.stringify(join(styles, 'createThemeNoVars.mjs'))};`,
      'export default function createTheme(options = {}, ...args) {',
      `  if (options.cssVariables || 'colorSchemes' in options) ${refused};`,
      '  return createThemeNoVars(options, ...args);',
      '}',
    ].join('\n'),
    [ids['./ThemeProvider.mjs']!]: [
      "import { useMemo } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      `import ThemeProviderNoVars from ${JSON.stringify(join(styles, 'ThemeProviderNoVars.mjs'))};`,
      `import THEME_ID from ${JSON.stringify(join(styles, 'identifier.mjs'))};`,
      'export default function ThemeProvider({ theme, ...props }) {',
      '  const noVarsTheme = useMemo(() => {',
      "    if (typeof theme === 'function') return theme;",
      '    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;',
      `    if ('colorSchemes' in muiTheme) ${refused};`,
      "    return 'vars' in muiTheme ? theme : { ...theme, vars: null };",
      '  }, [theme]);',
      '  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });',
      '}',
    ].join('\n'),
  };
  return {
    name: 'emc-mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (importer && dirname(importer) === styles ? (ids[source] ?? null) : null),
    load: (id) => modules[id] ?? null,
  };
}

/**
 * MUI's Tooltip imports its Popper (and popper.js, about 8 KB gzip) up front, though it draws it only
 * while open: the top bar's two tooltips would bring it to every signed-in page's first load. The
 * build gives the Tooltip a Popper that loads the real one when a tooltip first opens (after its
 * hover delay) and renders it from then on; the button it wraps is never re-mounted. Other
 * components (Autocomplete, Menu…) keep the Popper they import.
 */
export function muiTooltipPopperOnOpen(): Plugin {
  const material = dirname(dirname(createRequire(import.meta.url).resolve('@mui/material/Tooltip')));
  const tooltipDir = join(material, 'Tooltip');
  const ID = '\0emc-mui-tooltip-popper';
  return {
    name: 'emc-mui-tooltip-popper-on-open',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../Popper/index.mjs' && importer && dirname(importer) === tooltipDir ? ID : null),
    load: (id) =>
      id !== ID
        ? null
        : [
            "import { forwardRef, lazy, Suspense, useState } from 'react';",
            "import { jsx } from 'react/jsx-runtime';",
            `const Popper = lazy(() => import(${JSON.stringify(join(material, 'Popper', 'index.mjs'))}));`,
            'export default forwardRef(function PopperOnOpen(props, ref) {',
            '  const [used, setUsed] = useState(false);',
            '  if (props.open && !used) setUsed(true);',
            '  if (!used && !props.keepMounted) return null;',
            '  return jsx(Suspense, { fallback: null, children: jsx(Popper, { ...props, ref }) });',
            '});',
          ].join('\n'),
  };
}
