import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { codeSplittingGroups, inlineEntryCss, muiThemeWithoutCssVariables, muiTooltipPopperOnOpen, reactRouterProduction, routeIndex } from './vite-plugins.ts';

/**
 * The API's OpenAPI document (shared/src/openapi.ts) written beside the SPA as api/openapi.json, so
 * CloudFront serves /api/openapi.json from the site bucket. Imported only here, never by the SPA.
 */
function openApiDocument(): Plugin {
  return {
    name: 'emc-openapi-document',
    apply: 'build',
    async generateBundle() {
      // Through tsx: the config's bundler leaves this TypeScript module to Node, which can't load .ts.
      const { OPENAPI_PATH, openApiJson } = (await tsImport('@emc/shared/openapi', import.meta.url)) as typeof import('@emc/shared/openapi');
      this.emitFile({ type: 'asset', fileName: OPENAPI_PATH.slice(1), source: openApiJson() });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  base: '/',
  root,
  plugins: [reactRouterProduction(), routeIndex(root), muiThemeWithoutCssVariables(), muiTooltipPopperOnOpen(), react(), openApiDocument(), inlineEntryCss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench/js-budget.ts reads the manifest for each route's first-load JS.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: codeSplittingGroups(root) } },
    },
  },
});
