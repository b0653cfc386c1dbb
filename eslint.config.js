import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, resolve, sep } from 'node:path';
import tseslint from 'typescript-eslint';

/** Features do not import each other (bulletproof-react); shared code lives in web/src/components and web/src/lib. */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; move shared code to web/src/components or web/src/lib.' } },
  create(context) {
    const featureOf = (file) => {
      const m = file.split(sep).join('/').match(/web\/src\/features\/([^/]+)\//);
      return m ? m[1] : null;
    };
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = featureOf(resolve(dirname(context.filename), source) + '/');
        if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
      },
    };
  },
};

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
    plugins: { 'react-hooks': reactHooks, emc: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'emc/no-cross-feature-imports': 'error',
    },
  },
);
