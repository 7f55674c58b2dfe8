import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { literalTexts } from './eslint-rules/literal-texts.js';
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

/** The web app's layers, top to bottom: app → features → entities → components and lib. */
const web = (folder) => path.join(import.meta.dirname, 'apps/web/src', folder);
const layersRule = "See CONTRIBUTING.md, habit 15 (the web app's layers).";
const webFeatures = readdirSync(web('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayers = [
  ...webFeatures.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: `A feature keeps to itself: move what both need to entities/, or let the route join the two through props. ${layersRule}`,
  })),
  {
    target: [web('features'), web('entities')],
    from: web('app'),
    message: `Only the app imports its routes and layouts; pass what is needed down as props. ${layersRule}`,
  },
  {
    target: web('entities'),
    from: web('features'),
    message: `An entity sits below the features and never imports one. ${layersRule}`,
  },
  {
    target: [web('components'), web('lib')],
    from: [web('features'), web('entities')],
    message: `components/ and lib/ are below every feature and entity and import neither. ${layersRule}`,
  },
];

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayers }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Readable words come from catalogues (CONTRIBUTING.md, 'Texts and languages'). The folders listed under
    // `ignores` are being moved to catalogues; each leaves the list when its texts have.
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'apps/web/src/features/accounts/**',
      'apps/web/src/features/admin/**',
      'apps/web/src/features/auth/**',
      'apps/web/src/features/blog/**',
      'apps/web/src/features/buying/**',
      'apps/web/src/features/car-page/**',
      'apps/web/src/features/catalog/**',
      'apps/web/src/features/compare/**',
      'apps/web/src/features/dashboard/**',
      'apps/web/src/features/dealer-import/**',
      'apps/web/src/features/dealer-inbox/**',
      'apps/web/src/features/dealer-storefront/**',
      'apps/web/src/features/dealers/**',
      'apps/web/src/features/deals/**',
      'apps/web/src/features/favorites/**',
      'apps/web/src/features/listing-stats/**',
      'apps/web/src/features/messages/**',
      'apps/web/src/features/offers/**',
      'apps/web/src/features/payments/**',
      'apps/web/src/features/payouts/**',
      'apps/web/src/features/privacy/**',
      'apps/web/src/features/reservations/**',
      'apps/web/src/features/reviews/**',
      'apps/web/src/features/saved-searches/**',
      'apps/web/src/features/search/**',
      'apps/web/src/features/sellers/**',
      'apps/web/src/features/selling/**',
      'apps/web/src/features/test-drives/**',
      'apps/web/src/features/valuation/**',
      'apps/web/src/entities/car/**',
      'apps/web/src/entities/comparison/**',
      'apps/web/src/entities/dealer/**',
      'apps/web/src/entities/live/**',
      'apps/web/src/entities/offer/**',
      'apps/web/src/entities/order/**',
      'apps/web/src/entities/payout/**',
      'apps/web/src/entities/report/**',
      'apps/web/src/entities/reservation/**',
      'apps/web/src/entities/search-query/**',
      'apps/web/src/entities/seller/**',
      'apps/web/src/entities/session/**',
      'apps/web/src/entities/valuation/**',
      'apps/web/src/entities/vehicle/**',
      'apps/web/src/entities/account/api/**',
      'apps/web/src/components/form/**',
      'apps/web/src/components/layout/**',
      'apps/web/src/components/ui/**',
      'apps/web/src/app/routes/**',
      'apps/web/src/app/layout/dashboard-layout.tsx',
      'apps/web/src/app/layout/public-layout.tsx',
      'apps/web/src/app/providers.tsx',
      'apps/web/src/app/router.tsx',
      'apps/web/src/prerender.tsx',
    ],
    plugins: { texts: { rules: { 'no-literal-texts': literalTexts } } },
    rules: { 'texts/no-literal-texts': 'error' },
  },
  prettier,
);
