/**
 * ESLint (flat config): typescript-eslint's recommended rules (syntax only — no type information, so `npm run lint`
 * stays fast on two cores) and the boundaries of README 'Architecture', all errors:
 *
 * - the storefront (`src/`) and the server (`server/`) never import each other; the neutral modules both sides use
 *   (`common/`, `contract/`) import neither;
 * - a feature (`src/features/<name>/`) is used from outside only through its public entry,
 *   `src/features/<name>/index.ts`; lazily loaded chunks (`import()`) may name a screen module directly;
 * - no import cycles, except through type-only imports (they vanish from the JavaScript);
 * - no function longer than 120 lines (blank lines and comments not counted) in the storefront, the server and the
 *   neutral modules (issue 17: split it into named pieces); migrations, seed data, tests, bench, scripts and e2e
 *   are exempt.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(ROOT, 'src', 'features');

/** The feature a file belongs to (its folder under src/features), or null outside the features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** Whether a module path (without extension) is a feature's public entry, src/features/<name>/index. */
const isPublicEntry = (target, feature) => target === path.join(FEATURES, feature, 'index') || target === path.join(FEATURES, feature);

/**
 * `boundaries/feature-entry`: a static import or re-export of another feature's module must name the feature's
 * public entry (`../cart`, not `../cart/cartSlice`). Dynamic `import()` is left alone: a lazy chunk loads the screen
 * module itself (the route table, a lazily loaded panel), which is what keeps it out of the first load.
 */
const featureEntry = {
  meta: {
    type: 'problem',
    docs: { description: "Other features' modules are imported through their public entry (src/features/<name>/index.ts)." },
    schema: [],
    messages: {
      deep: "'{{source}}' reaches into feature '{{feature}}': import it from the feature's public entry ('{{entry}}').",
    },
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source).replace(/\.(tsx?|js)$/, '');
      const feature = featureOf(`${target}.ts`);
      if (feature === null || feature === own || isPublicEntry(target, feature)) return;
      const entry = path.relative(path.dirname(file), path.join(FEATURES, feature)).split(path.sep).join('/');
      context.report({ node: node.source, messageId: 'deep', data: { source, feature, entry } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const boundaries = { rules: { 'feature-entry': featureEntry } };

/** `import-x/no-restricted-paths` zones: which top-level module may not import which. */
const LAYER_ZONES = [
  { target: './server', from: './src', message: 'The server never imports the storefront: move what both need to common/ or contract/.' },
  { target: './src', from: './server', message: 'The storefront never imports the server: move what both need to common/ or contract/.' },
  { target: './common', from: ['./src', './server'], message: 'common/ is neutral: it imports neither the storefront nor the server.' },
  { target: './contract', from: ['./src', './server'], message: 'contract/ is neutral: it imports neither the storefront nor the server.' },
];

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'build/', 'dist-meta/', 'data/', 'coverage/', 'e2e/.artifacts/', 'bench/.data/', 'public/'],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYER_ZONES }],
      // Type-only imports never count (they vanish from the JavaScript), nor does a lazy `import()` back into a module
      // that is loaded already: a chunk that loads after its importer has finished cannot see it half-evaluated.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      // Unused names: `_name` marks one kept on purpose (tsconfig's noUnusedLocals/noUnusedParameters agree).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A variable a cleanup function reads before the one assignment (e2e/server.ts) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // ESLint's own rules worth having beside TypeScript's checks (the rest of eslint:recommended is left to tsc).
      'no-control-regex': 'error',
      'no-debugger': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-cond-assign': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // The storefront's features talk to each other through their public entries.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'boundaries/feature-entry': 'error' },
  },
  {
    // Small units (issue 17): a longer function is split into named pieces (components, hooks, helpers, sections).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts', 'contract/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // Data and tooling: migrations and seed data are tables, tests are lists of cases.
    files: ['server/db/migrations/**', 'server/seed/**', '__tests__/**', 'bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The webpack loader is CommonJS (webpack requires it).
    files: ['**/*.cjs'],
    extends: [tseslint.configs.recommended],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
