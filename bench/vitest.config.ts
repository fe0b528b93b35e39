import { defineConfig } from 'vitest/config';

// The benchmarks' own plumbing (how a load tool's report becomes the figures they print).
export default defineConfig({
  test: { name: 'bench', include: ['orders/**/*.test.ts', 'web/**/*.test.ts'], testTimeout: 30_000 },
});
