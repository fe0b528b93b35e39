// One lint config for the monorepo. The import rule keeps the DESIGN.md §2 direction:
// web shared → features → app, and no feature importing another feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The server's areas are its module folders (read here, so a new area is guarded from its first
// file). A subarea (orders/drop-ship, after-sale/refunds …) is part of its parent's folder.
const SERVER_MODULES = './apps/server/src/modules';
const serverAreas = readdirSync(new URL(SERVER_MODULES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const areaZones = serverAreas.map((area) => ({
  target: `${SERVER_MODULES}/${area}`,
  from: SERVER_MODULES,
  except: [`./${area}`, ...serverAreas.filter((a) => a !== area).map((a) => `./${a}/${a}.module.ts`)],
  message: 'Another area is reached only through its ports: import ../<area>/<area>.module.ts.',
}));

// Every folder under features/ is an area and is guarded: a new area is covered the day it is made.
const featureNames = readdirSync(new URL('./apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureNames.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features do not import each other; move shared code to src/shared.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features must not import app',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared must not import features or app',
            },
          ],
        },
      ],
    },
  },
  {
    // DESIGN.md §2, server: an area imports its own folder, platform/ and the contract; of another
    // area only its `<area>.module.ts` (the ports it hands out), never its services or repositories.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: areaZones,
        },
      ],
    },
  },
  {
    // Module code is built by app.ts from platform pieces; it does not reach back into the app, the
    // seed, the CLI or the test helpers (its tests may).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...areaZones,
            {
              target: SERVER_MODULES,
              from: [
                './apps/server/src/app.ts',
                './apps/server/src/main.ts',
                './apps/server/src/cli',
                './apps/server/src/seed',
                './apps/server/src/testing',
                './apps/server/migrations',
                './apps/web',
              ],
              message:
                'A module imports only its own folder, platform/, the contract and other areas’ ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // DESIGN.md §2: SQL is built in repositories (and the platform's database machinery, the seed,
    // migrations and tests) — nowhere else. Types from Kysely are fine anywhere (a transaction
    // handed to a repository, an Updateable patch).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/platform/db/**',
      'apps/server/src/seed/**',
      'apps/server/src/testing/**',
      'apps/server/src/trust/**',
      'apps/server/src/cli/**',
      '**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Build SQL in a *.repository.ts (or platform/db); elsewhere import Kysely types only.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
