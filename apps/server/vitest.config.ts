import { defineConfig } from 'vitest/config';

// Server tests: unit, service (real database) and HTTP (app.inject). Each file gets a fresh
// database: SQLite in memory, or its own PostgreSQL schema when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
