import { defineConfig } from 'vitest/config';

// Server tests: unit, service (real database) and HTTP (app.inject). Each file gets a fresh
// database: SQLite in memory, or its own PostgreSQL schema when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module graph instead of importing the whole server again each (issue
    // 18: the CI budget). Safe here: every file builds its own app, database and bus (testing/),
    // tests spy on instances only (no vi.mock, no stubbed globals or env), and the module-level
    // memos (order tabs, allowed actions, rendered rows) hold answers that are the same for every
    // database. A file that needs a fresh module graph would say so with its own project.
    isolate: false,
    // Migrates and seeds the demo once; each test app copies it (testing/seeded-template.ts).
    globalSetup: ['src/testing/seeded-template.global.ts'],
  },
});
