import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base: '/',
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), openApiDocument()],
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
    // scripts/login-js-size.mjs reads the manifest to measure the login page's JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            { name: 'mui', test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material|types)|@emotion|react-transition-group|@popperjs|stylis|clsx|prop-types|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
