import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Pure logic runs in node; a test that needs the DOM opts in with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/i18n-settled.ts'],
    env: { TZ: 'America/New_York' },
  },
});
