import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB_FEATURES = readdirSync(join(ROOT, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's import boundaries (bulletproof-react): features do not import each other, the app
 * composes features, and the shared code in lib/, components/ and config/ imports neither. The
 * zones see relative and `@/...` imports alike, since the TypeScript resolver resolves the alias.
 */
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to web/src/components or web/src/lib.',
  })),
  { target: 'web/src/features', from: 'web/src/app', message: 'Features do not import the app; the app composes features.' },
  {
    target: ['web/src/lib', 'web/src/components', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared code (lib, components, config) imports neither features nor the app.',
  },
];

/**
 * The functions' layers: the entity modules (functions/src/lib/db/, docs/data-model.md) own the table's
 * keys and items and sit under everything else, so they import only each other and these technical
 * modules of lib/, never a domain module of lib/ (participacoes/, auditoria.ts, …) nor a handler.
 */
const DB_MAY_IMPORT = ['env.ts', 'errors.ts', 'ids.ts', 'clock.ts', 'logger.ts'];
const functionsLayers = [
  {
    target: 'functions/src/lib/db',
    from: 'functions/src',
    except: ['./lib/db', ...DB_MAY_IMPORT.map((file) => `./lib/${file}`)],
    message: `The entity modules (lib/db/) import only each other and lib/'s ${DB_MAY_IMPORT.join(', ')}: a domain module imports them, not the other way round.`,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(ROOT, 'web/tsconfig.json') })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webBoundaries }],
    },
  },
  {
    files: ['functions/src/lib/db/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(ROOT, 'functions/tsconfig.json') })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: functionsLayers }] },
  },
  {
    // The promise rules: a promise nobody awaits fails unseen (a Lambda's may be frozen with its
    // container). They need types, which cost about a typecheck of the files they lint, so they lint
    // only the code that runs: not the tests (vitest reports a stray rejection) nor shared/ (no
    // promises). Each file is typed by its own tsconfig (the project service), as `npm run typecheck` types it.
    files: ['functions/**/*.ts', 'scripts/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'web/src/testing/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
);
