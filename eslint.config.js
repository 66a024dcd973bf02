// Lint: typescript-eslint's recommended type-aware rules, React hooks rules, type-only imports,
// and the architecture's boundaries (DESIGN.md), kept by the linter rather than by memory:
// - src/ui imports no API code (src/api, src/local, src/session, src/features);
// - the server and the workers import only src/core from src/; src/core imports only valibot (and
//   libphonenumber-js's mobile build for phone-number.ts, issue 30);
// - components (.tsx under src/features, src/routes, src/ui) never import src/api or src/local:
//   they use their area's hooks;
// - feature folders depend on each other in one direction only (FEATURE_LAYERS: every folder, held
//   by where an import resolves, from subfolders too), and no module imports itself round a cycle
//   (import-x/no-cycle).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The feature folders, lowest first: a folder may import the ones before it, never one after it,
 * so no two areas can depend on each other. (Shared pieces go to src/ui or to the lower area.)
 * Every folder of src/features is listed: src/features/layers.test.ts fails on one left out.
 */
export const FEATURE_LAYERS = [
  'content',
  // Statements of reasons and their words: a chat's hidden message, the ad page's report and the
  // console all show them; it imports no area (the console's queues live in admin).
  'moderation',
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
  // The seller's page shows the ad page's seller facts, reviews and badges.
  'sellers',
  // The home page's video, a chunk of its own loaded by its route after the first screen: no area
  // imports it, so its code never joins theirs.
  'product-video',
  // The console (issue 18) sits on top: it uses the catalogue, the texts and the statements of
  // reasons, and no shop area imports it.
  'admin',
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

/**
 * The layers, by where an import resolves (import-x/no-restricted-paths), so a file in a subfolder
 * (src/features/admin/users/…) is held too; and components' ban on src/api and src/local.
 */
function featureRules() {
  const zones = FEATURE_LAYERS.flatMap((area, i) => {
    const higher = FEATURE_LAYERS.slice(i + 1);
    if (!higher.length) return [];
    return [
      {
        target: `./src/features/${area}`,
        from: higher.map((h) => `./src/features/${h}`),
        message: `src/features/${area} may import only ${FEATURE_LAYERS.slice(0, i).join(', ') || 'no other area'} (FEATURE_LAYERS in eslint.config.js).`,
      },
    ];
  });
  return [
    {
      files: ['src/features/**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
    },
    restrict(['src/features/**/*.tsx'], [NO_API_IN_COMPONENTS]),
  ];
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
