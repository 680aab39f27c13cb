// One lint setup for the whole tree. Type-aware rules are left out on purpose: `tsc` already runs
// in the test command, and type-aware linting would double the time on the 2-core CI machine.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** The dependency direction of ARCHITECTURE.md, enforced so it cannot quietly rot. */
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/sdk/src/generated/**',
      'storybook-static/**',
      'data/**',
      '**/data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/web/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@campus/sdk', '@campus/sdk/*', '@campus/web', '@campus/web/*', '@campus/server'],
        message: 'The UI kit knows nothing of the SDK or the app.',
      },
      { group: ['xstate', '@xstate/*'], message: 'The UI kit knows nothing of XState.' },
    ]),
  },
  {
    files: ['packages/sdk/**/*.ts'],
    rules: restrict([
      {
        group: ['react', 'react-dom', '@campus/ui', '@campus/web', '@campus/server'],
        message: 'The SDK knows nothing of React or the app.',
      },
    ]),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict([
      {
        group: ['@campus/web', '@campus/ui', 'react'],
        message: 'The server imports only types and schemas from the SDK.',
      },
    ]),
  },
  prettier,
);
