// ESLint (flat config): JavaScript's recommended rules, typescript-eslint's, React's hook rules (eslint-plugin-
// react-hooks: the rules of hooks, effect dependencies and the React Compiler's checks), and the house rules that a
// linter can hold: no type assertions (`as`), no `any`, no non-null `!`, no @ts-expect-error or @ts-ignore. `npm run lint` runs it; `npm test` runs it first. An intentional exception is an
// `eslint-disable-next-line <rule> -- <why>` comment where it is.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Generated code (src/generated/), build output and reports are not written by hand.
    ignores: ['src/generated/', 'dist/', '.build-staging*/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true }],
      // verbatimModuleSyntax keeps `import { type A } from 'x'` as `import {} from 'x'`, which loads 'x': write `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Destructuring to leave a property out names it with a leading underscore (`notes: _notes`).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Plain JavaScript run by Node (the compression worker, the Chromium check, this file): TypeScript does not see
    // it, so ESLint checks its names against Node's globals.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests build broken data on purpose and reach into the page's globals from page.evaluate(), where a type
    // assertion says what the test put there; the product code (src/, codegen/) allows none.
    files: ['tests/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': 'off' },
  },
)
