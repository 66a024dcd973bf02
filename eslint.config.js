// Lint: typescript-eslint's recommended type-aware rules, React hooks rules, type-only imports,
// and the architecture's boundaries (DESIGN.md), kept by the linter rather than by memory:
// - src/ui imports no API code (src/api, src/local, src/session, src/features);
// - the server and the workers import only src/core from src/; src/core imports only valibot (and
//   libphonenumber-js's mobile build for phone-number.ts, issue 30);
// - components (.tsx under src/features, src/routes, src/ui) never import src/api or src/local:
//   they use their area's hooks;
// - feature folders depend on each other in one direction only (FEATURE_LAYERS), and no module
//   imports itself round a cycle (import-x/no-cycle).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The feature folders, lowest first: a folder may import the ones before it, never one after it,
 * so no two areas can depend on each other. (Shared pieces go to src/ui or to the lower area.)
 */
const FEATURE_LAYERS = [
  'content',
  // Chat per ad: its badge sits in the account's header menu, its button on the ad page.
  'chat',
  // Below account: the header's account controls show the bell. A click's reloads of orders and
  // ads are query keys (src/features/notifications/notification-click.ts), not those areas' code.
  'notifications',
  'account',
  'layout',
  'catalogue',
  // Saved searches: built on the home list's filters (catalogue), shown on it and in settings.
  'saved-searches',
  'map',
  'selling',
  'external',
  'reviews',
  'orders',
  'product',
];

/** A no-restricted-imports pattern for imports whose path matches `regex`. */
const banned = (regex, message) => ({ regex, message });
const NO_API_IN_COMPONENTS = banned(
  String.raw`^(\.\./)+(api|local)/`,
  "Components use their area's hooks (one module per server resource), never src/api or src/local.",
);
const ONLY_CORE = banned(
  String.raw`^(\.\./)+src/(?!core/)`,
  'The server and the workers import only src/core from src/.',
);
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

function featureRules() {
  return FEATURE_LAYERS.flatMap((area, i) => {
    const higher = FEATURE_LAYERS.slice(i + 1);
    const layer = higher.length
      ? [
          banned(
            String.raw`^\.\./(${higher.join('|')})/`,
            `src/features/${area} may import only ${FEATURE_LAYERS.slice(0, i).join(', ') || 'no other area'} (FEATURE_LAYERS in eslint.config.js).`,
          ),
        ]
      : [];
    return [
      ...(layer.length ? [restrict([`src/features/${area}/**/*.ts`], layer)] : []),
      restrict([`src/features/${area}/**/*.tsx`], [...layer, NO_API_IN_COMPONENTS]),
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (the test runner and its helpers).
    files: ['**/*.mjs'],
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', setTimeout: 'readonly', URL: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read the imported TypeScript modules too, so a cycle through them is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  restrict(
    ['src/ui/**/*.{ts,tsx}'],
    [
      banned(
        String.raw`^(\.\./)+(api|local|session|features)/`,
        'src/ui holds shared components: no API code, no session, no feature.',
      ),
    ],
  ),
  restrict(['src/routes/**/*.tsx'], [NO_API_IN_COMPONENTS]),
  ...featureRules(),
  restrict(['server/**/*.ts', 'workers/**/*.ts'], [ONLY_CORE]),
  // src/core runs everywhere (browser, server, workers): valibot and its own modules, nothing else;
  // phone numbers' rule (one spelling, mobile or not, which country) is libphonenumber-js's, which
  // runs everywhere too. Only phone-number.ts may import it, so its metadata stays where phones are.
  {
    ...restrict(
      ['src/core/**/*.ts'],
      [banned(String.raw`^(?!valibot$|\./[\w-]+\.ts$)`, 'src/core imports only valibot and src/core.')],
    ),
    ignores: ['src/core/**/*.test.ts', 'src/core/phone-number.ts'],
  },
  {
    ...restrict(
      ['src/core/phone-number.ts'],
      [
        banned(
          String.raw`^(?!libphonenumber-js/mobile$|\./[\w-]+\.ts$)`,
          'src/core/phone-number.ts imports only libphonenumber-js/mobile and src/core.',
        ),
      ],
    ),
    ignores: ['src/core/**/*.test.ts'],
  },
);
