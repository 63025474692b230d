import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/build',
      '**/dist',
      '**/.react-router',
      'reports',
      'test-results',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/client.ts, which parses every answer.' },
      ],
    },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/app/lib/client.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Scripts and test set-up legitimately read the environment they are started with.
    files: [
      'scripts/**',
      'e2e/**',
      '**/*.config.ts',
      'apps/server/src/test/**',
      'apps/server/src/config.ts',
      '**/*.test.ts',
      'apps/server/build.mjs',
      'bench/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
