// Lint: ESLint with typescript-eslint (pure JavaScript, so `npm ci` needs no platform binary).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'test-results/', 'playwright-report/', 'node_modules/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // ARCHITECTURE: no eval, no new Function, anywhere.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The demo's stand-ins for WordPress scripts are classic scripts written as WordPress plugins write them.
    files: ['fixtures/pages/assets/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, jQuery: 'readonly' } },
    rules: { 'no-var': 'off' },
  },
  {
    // Settings globals as themes print them (`var site_url = …;`): declared for other scripts to read.
    files: ['fixtures/pages/assets/settings/*.js'],
    rules: { '@typescript-eslint/no-unused-vars': 'off', 'no-unused-vars': 'off' },
  },
)
