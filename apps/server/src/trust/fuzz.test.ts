import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runFuzz, type FuzzResult } from './fuzz-run.ts';
import { startPartners } from './partners.ts';

// Issue 19: requests generated from every route's own zod schemas (fast-check). A fixed seed and a
// budget of 10 000 requests in the normal run; `npm run fuzz` sets FUZZ_SEED=random and a larger
// FUZZ_BUDGET. A failure prints the seed and the request that broke a property.
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 19);
const budget = Number(process.env.FUZZ_BUDGET ?? 10_000);

describe('trust: fuzzing every route from its schemas', () => {
  let t: TestApp;
  let partners: Awaited<ReturnType<typeof startPartners>>;
  let result: FuzzResult;
  beforeAll(
    async () => {
      partners = await startPartners();
      t = await createTestApp(partners.env);
      const started = Date.now();
      result = await runFuzz(t, { seed, budget });
      const statuses = Object.entries(result.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      const groups = new Map<string, number>();
      for (const f of result.failures) {
        const key = `[${f.property}] ${f.route} → ${f.status}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
      console.log(
        `fuzz (${t.dialect}): seed ${result.seed}, ${result.requests} requests over ${result.routes} routes in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(valid ${result.byValidity.valid}, invalid ${result.byValidity.invalid}, unreadable body ${result.byValidity.raw}, body to a route that reads none ${result.byValidity.ignored}); statuses ${statuses}; failures ${result.failures.length}` +
          result.failures
            .slice(0, 30)
            .map(
              (f) =>
                `\n  FAIL [${f.property}] ${f.route} → ${f.status} ${f.body}\n    replay: FUZZ_SEED=${seed} (route seed ${f.seed}, request #${f.index}) ${f.request}`,
            )
            .join('') +
          [...groups].map(([k, n]) => `\n  ${n}× ${k}`).join(''),
      );
    },
    Math.max(600_000, budget * 20),
  );
  afterAll(async () => {
    await t.close();
    await partners.close();
  });

  it('classifies every route and spends the whole budget', () => {
    expect(result.unclassified).toEqual([]);
    expect(result.requests).toBeGreaterThanOrEqual(budget);
    // The generators reach both sides of every schema: accepted and refused requests.
    expect(result.byValidity.valid).toBeGreaterThan(budget / 5);
    expect(result.byValidity.invalid).toBeGreaterThan(budget / 5);
  });

  it('holds every property (no 5xx, {code, message} in the caller language, 400 for the invalid, nothing written, declared statuses)', () => {
    expect(result.failures.map((f) => `[${f.property}] ${f.route} → ${f.status} ${f.body}`)).toEqual([]);
  });
});
