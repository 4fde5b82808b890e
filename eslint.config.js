// One type-aware ESLint config for the whole repo (run at the root: `pnpm lint`). typescript-eslint's
// `recommendedTypeChecked`, plus the rules the old regex script (scripts/lint.mjs) kept:
// - the core never imports `ai` (nor any `@ai-sdk/*`), and never imports a Node built-in statically:
//   its main entry must load in an edge runtime (FileStore loads `node:fs` lazily);
// - no `any` in what a package exports (`no-explicit-any` outside tests).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node built-ins as a core source file may not name them in a static import (they still may in `await import()`). */
const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'child_process',
  'events',
  'net',
  'url',
  'stream',
  'stream/*',
  'util',
  'buffer',
  'worker_threads',
];

/**
 * The core's pipeline folders, lowest first (docs/architecture.md numbers the steps). A folder may
 * import the folders before it in this list, never one after it.
 */
const CORE_LAYERS = [
  'errors',
  'text',
  'messages',
  'stores',
  'preview',
  'prepare',
  'measure',
  'actions',
  'budget',
  'reduce',
  'read',
  'references',
  'history',
  'kit',
];

const coreTests = [
  'packages/core/src/**/*.test.ts',
  'packages/core/src/**/*.test-d.ts',
  'packages/core/src/test/**',
  'packages/core/src/scenarios/**',
];

/** The core's import rules (no AI SDK, no static Node built-in), plus `extra` patterns; one rule, as a later config replaces an earlier one's options. */
function coreImportRules(extra) {
  return {
    paths: [{ name: 'ai', message: 'The core must not import the AI SDK.' }],
    patterns: [
      { group: ['ai/*', '@ai-sdk/*'], message: 'The core must not import the AI SDK.' },
      {
        group: nodeBuiltins,
        allowTypeImports: true,
        message:
          'The core must not import a Node built-in statically (its main entry loads in edge runtimes); use await import() inside the function.',
      },
      ...extra,
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.well-known/workflow/**', '**/.swc/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'scripts/*.mjs', 'scripts/bench/src/*.mjs', 'examples/src/shared/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused imports and variables are findings; a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Type-only imports stay type-only (the tsconfig's verbatimModuleSyntax needs them marked).
      // `typeof import('node:fs/promises')` annotations stay allowed: they are how the core names a
      // Node module's type without importing it statically.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
      // Off: an `async` function without `await` is how this code turns a synchronous throw into a
      // rejected promise where an interface returns one (MemoryStore, payload sources, tool
      // `execute`s, mock models); the rule would have us write `Promise.resolve` by hand instead.
      '@typescript-eslint/require-await': 'off',
      // Off: the code matches control characters on purpose (escaping them in messages, sketching
      // keys, sniffing binary payloads); every such regex says so beside it.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: coreTests,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', coreImportRules([])] },
  },
  // The pipeline's folders are layers: a step imports only the steps below it (and the root's
  // defaults.ts), never one above it nor an entry file. Types may point up (`import type`): an
  // interface is sometimes declared by the step that produces it and named by the one that consumes it.
  ...CORE_LAYERS.map((layer, index) => ({
    files: [`packages/core/src/${layer}/**/*.ts`],
    ignores: coreTests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        coreImportRules([
          {
            group: [...CORE_LAYERS.slice(index + 1).flatMap((above) => [`../${above}`, `../${above}/*`]), '../*.js', '!../defaults.js'],
            allowTypeImports: true,
            message: `${layer}/ may import only the steps below it (${CORE_LAYERS.join(' < ')}) and ../defaults.js, never an entry file nor a step above it.`,
          },
        ]),
      ],
    },
  })),
  {
    // Tests poke at what the types forbid and at what the SDKs hand over untyped (mock calls,
    // JSON.parse, hostile stores that reject with strings); an assertion fails where a type would, so
    // these rules only add casts there. `String(value)` of an unknown output is compared with an
    // exact expected text, so '[object Object]' cannot slip through.
    files: ['**/*.test.ts', '**/*.test-d.ts', '**/test/**', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' },
    },
  },
  {
    // Type-checked against ai@7 by examples/tsconfig.ai7.json, which the project service does not
    // see (examples/tsconfig.json, against ai@6, leaves them out); linted without types.
    files: ['examples/src/recipes/temporal/workflow.ts', 'examples/src/recipes/restate/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
