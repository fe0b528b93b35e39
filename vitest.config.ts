import { defineConfig } from 'vitest/config';

// One runner, four projects: the contract's rules, the server (unit, service and HTTP
// tests against SQLite, or PostgreSQL when TEST_DATABASE_URL is set), the web's pure logic and the
// benchmarks' report parsing.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'bench'],
  },
});
