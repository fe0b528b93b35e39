import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';
import { HOT_POOL_DEFAULT } from './hot-pool-size.ts';
import { fixedStatementRunner } from './pg-prepared.ts';

const url = process.env.TEST_DATABASE_URL;

/** Runs `n` queries on the hot-path pool at once, each holding its connection for a moment, and
 * returns how many distinct backends answered: the most the pool lets run together. */
async function backendsUsed(db: Db, n: number): Promise<number> {
  const hot = fixedStatementRunner(db);
  const pids = await Promise.all(
    Array.from({ length: n }, async () => {
      const r = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(hot);
      return r.rows[0]!.pid;
    }),
  );
  return new Set(pids).size;
}

describe.skipIf(!url)('the hot-path pool (PostgreSQL, TEST_DATABASE_URL)', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it(`holds ${HOT_POOL_DEFAULT} connections by default: more concurrent queries wait their turn`, async () => {
    db = createDatabase({ kind: 'postgres', url: url! });
    expect(await backendsUsed(db, HOT_POOL_DEFAULT * 3)).toBe(HOT_POOL_DEFAULT);
  });

  it('takes its size from the configuration (DATABASE_HOT_POOL_SIZE)', async () => {
    db = createDatabase({ kind: 'postgres', url: url!, hotPoolSize: 2 });
    expect(await backendsUsed(db, 7)).toBe(2);
  });
});
