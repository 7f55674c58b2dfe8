import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports that reach into the other app, by package name or by a relative path climbing into its folder. */
const intoApp = (app) => [
  {
    regex: `^@second-gear/${app}(/|$)`,
    message: `The apps stand apart: share code through a package under packages/, not by importing apps/${app}.`,
  },
  {
    regex: `^(\\.\\./)+(apps/)?${app}(/|$)`,
    message: `The apps stand apart: share code through a package under packages/, not by importing apps/${app}.`,
  },
];

/** A module reads another module's table in a join, but changes and asks through its service, never its repo. */
const anotherModulesRepo = {
  regex: '^\\.\\./[^/]+/[^/]+\\.repo(\\.ts)?$',
  message:
    "Use that module's service: only its own module uses a repo (a join may import its .table.ts). See CONTRIBUTING.md, habit 1 (one owner per table).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/builds/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      '**/*.config.ts',
      'e2e/**',
      'bench/**',
      'apps/server/test/**',
      '.ci/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: intoApp('web') }] },
  },
  {
    // Tests build a module's service from its repo as the module does; the rule is for the modules themselves.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...intoApp('web'), anotherModulesRepo] }] },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...intoApp('server'), ...intoApp('web')] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: intoApp('server') }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
