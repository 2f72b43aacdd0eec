// One lint configuration for every workspace (after immich's server/eslint.config.mjs).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-bench/**',
      '**/build/**',
      '**/.react-router/**',
      // Test coverage reports at a workspace's root only: a feature folder named coverage is code.
      'coverage/**',
      '*/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Test runs' scratch space (results, tools such as promtool unpacked from Debian's package).
      '.tmp/**',
      '**/*.cjs',
      'backend/src/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Boundaries. The backend's lower layers know no feature: features plug into them (the routes listed in
  // src/outbox-routes.ts, MailModule.forFeature, *.entity.ts discovery), never the other way round.
  {
    files: ['backend/src/infra/**', 'backend/src/common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+modules/',
              message:
                'infra/ (mail included) and common/ must not import a feature (backend/src/modules/): let the feature register with them instead.',
            },
          ],
        },
      ],
    },
  },
  // The frontends get types from the shared contract; backend code would drag decorators into the bundles.
  {
    files: ['public-web/**', 'ops-dashboard/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@physio/backend(/|$)|(\\.{1,2}/)+backend(/|$))',
              message: 'Frontends must not import the backend: import its types from @physio/api-contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The dashboard runs in the browser only (its vite and vitest configs run in Node).
    files: ['ops-dashboard/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{test,spec,int-spec,e2e-spec}.{ts,tsx}', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
