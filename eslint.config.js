import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Each screen's folder; one reaches another only through that one's index.ts (its public face).
const features = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`, ...features.map((other) => `./${other}/index.ts`)],
  message: 'Features import each other only through their index.ts.',
}))

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/server/db/migrations', 'public', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Layer boundaries (docs/decisions/001-one-package-and-the-contract.md): shared imports
      // nothing; client and server never meet; routes reach the database only through queries/;
      // features stay apart (docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'] },
            { target: './src/client', from: './src/server' },
            { target: './src/server', from: './src/client' },
            {
              target: './src/server/routes',
              from: './src/server/db',
              message: 'Routes call queries/; the database and its schema are theirs.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // React's rules where React is: they compile every function they read (half of the lint's
    // time), and the server, the tests and the bench hold no component or hook.
    files: ['src/client/**', 'scripts/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/**'],
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Follow TypeScript modules too (the plugin reads only .js by default).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/routes/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Routes call queries/; SQL lives there.',
            },
          ],
        },
      ],
    },
  },
)
