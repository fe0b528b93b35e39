import { defineConfig } from 'vitest/config';

// One runner, three projects: the contract's rules, the server (unit, service and HTTP
// tests against SQLite, or PostgreSQL when TEST_DATABASE_URL is set) and the web's pure logic.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
