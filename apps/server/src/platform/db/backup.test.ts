import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { DEMO_INTAKE_API_KEY } from '../../seed/demo-accounts.ts';
import { seedDemo } from '../../seed/seed.ts';
import { dumpTables, openRaw, orderInvariants, type DbTarget } from '../../testing/backup-check.ts';
import { expressOrderBody } from '../../testing/orders.ts';
import { loadConfig } from '../config.ts';
import { backupStamp } from './backup-file.ts';
import { findOnPath } from './backup-postgres.ts';
import { restoreDatabase } from './backup.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrator.ts';
import { fillStock } from '../../testing/stock-fill.ts';

/** `npm run backup` / `npm run restore` as real child processes beside a running app that keeps
 * taking orders: the backup is another process reading the live database, as in production. */
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'rx-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(tmp, { recursive: true, force: true });
});

function cli(
  name: 'backup' | 'restore',
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'JWT_SECRET']) delete inherited[key];
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** Where a leg's databases live: the source the app writes, and fresh empty targets to restore into. */
interface Leg {
  kind: DbTarget['kind'];
  ext: string;
  source(): Promise<{ env: Record<string, string>; target: DbTarget }>;
  empty(): Promise<{ env: Record<string, string>; target: DbTarget }>;
}

const sqliteLeg: Leg = {
  kind: 'sqlite',
  ext: 'sqlite',
  source: async () => sqliteDir(),
  empty: async () => sqliteDir(),
};

function sqliteDir() {
  const dir = mkdtempSync(join(tmp, 'data-'));
  return { env: { DATA_DIR: dir }, target: { kind: 'sqlite' as const, file: join(dir, 'rxdesk.db') } };
}

function postgresLeg(baseUrl: string): Leg {
  const database = async () => {
    const name = `rx_backup_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATA_DIR: mkdtempSync(join(tmp, 'data-')), DATABASE_URL: url.toString() },
      target: { kind: 'postgres' as const, url: url.toString() },
    };
  };
  return { kind: 'postgres', ext: 'pgdump', source: database, empty: database };
}

/** The real app on the leg's source database, and open-API intake in `workers` parallel loops. */
async function startWritingApp(leg: Leg) {
  const source = await leg.source();
  const config = loadConfig({ ...source.env, LOG_LEVEL: 'silent', DEMO: '0' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDemo(db);
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await db.destroy();
  });
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_code'])
    .where('shop_id', '=', 1)
    .where('is_prescription', '=', 0)
    .where('market_enable', '=', 1)
    .where('supplier_id', 'is', null)
    .where('regulatory_class', '=', 'NONE')
    .orderBy('id')
    .limit(3)
    .execute();
  expect(goods.length).toBeGreaterThan(0);
  await fillStock(
    db,
    (await db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute()).map((g) => g.id),
    1_000_000,
  );
  const since = {
    maxOrderId: Number(
      (
        await db
          .selectFrom('orders')
          .select((e) => e.fn.max('id').as('m'))
          .executeTakeFirst()
      )?.m ?? 0,
    ),
    stock: new Map(
      (await db.selectFrom('goods').select(['id', 'stock']).execute()).map((g) => [
        Number(g.id),
        Number(g.stock),
      ]),
    ),
  };
  const countOrders = async () =>
    Number(
      (
        await db
          .selectFrom('orders')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let stop = false;
  let placed = 0;
  const failures: string[] = [];
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/open/orders',
        headers: { 'x-api-key': DEMO_INTAKE_API_KEY, 'idempotency-key': randomUUID() },
        payload: expressOrderBody(
          goods.slice(0, 1 + (i % goods.length)).map((g, k) => ({ goods_code: g.goods_code, num: k + 1 })),
          { remark: `备份${w}-${i}` },
        ),
      });
      if (res.statusCode === 201) placed++;
      else failures.push(`${res.statusCode} ${res.body}`);
    }
  };
  const workers = [0, 1, 2, 3].map(worker);
  return {
    source,
    since,
    countOrders,
    placed: () => placed,
    failures,
    async stopWriting() {
      stop = true;
      await Promise.all(workers);
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function backupUnderWrites(leg: Leg): Promise<void> {
  const w = await startWritingApp(leg);
  await until(() => w.placed() >= 20, '20 orders');

  // 1. A backup while four loops keep placing orders.
  const underLoad = join(tmp, `under-load-${randomUUID()}.${leg.ext}`);
  const before = await w.countOrders();
  const placedBefore = w.placed();
  const taken = await cli('backup', w.source.env, [underLoad]);
  const after = await w.countOrders();
  expect(taken.stderr).toBe('');
  expect(taken.code).toBe(0);
  expect(taken.stdout).toContain(`backup written: ${underLoad}`);
  expect(w.placed(), 'orders kept arriving while the backup ran').toBeGreaterThan(placedBefore);

  // 2. Writes stopped: a second backup, of a database that no longer moves.
  await w.stopWriting();
  expect(w.failures).toEqual([]);
  const quiet = join(tmp, `quiet-${randomUUID()}.${leg.ext}`);
  expect((await cli('backup', w.source.env, [quiet])).code).toBe(0);

  const source = await openRaw(w.source.target);
  const sourceTables = await dumpTables(source, leg.kind);
  await source.close();

  // 3. The backup taken under writes: a consistent database as of a moment inside the backup.
  const a = await leg.empty();
  const restoredA = await cli('restore', a.env, [underLoad]);
  expect(restoredA.stderr).toBe('');
  expect(restoredA.code).toBe(0);
  const rawA = await openRaw(a.target);
  if (leg.kind === 'sqlite')
    expect(await rawA.query('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  expect(await orderInvariants(rawA, w.since)).toEqual([]);
  const tablesA = await dumpTables(rawA, leg.kind);
  await rawA.close();
  expect(tablesA.get('orders')!.length).toBeGreaterThanOrEqual(before);
  expect(tablesA.get('orders')!.length).toBeLessThanOrEqual(after);
  // Orders and their lines are only inserted by this load: each one in the backup is in the source
  // exactly as it is there, none half-written.
  for (const table of ['orders', 'order_items', 'order_logs']) {
    const all = new Set(sourceTables.get(table));
    expect(
      tablesA.get(table)!.filter((row) => !all.has(row)),
      table,
    ).toEqual([]);
  }

  // 4. The backup of the still database: every table equals the source, row for row.
  const b = await leg.empty();
  expect((await cli('restore', b.env, [quiet])).code).toBe(0);
  const rawB = await openRaw(b.target);
  const tablesB = await dumpTables(rawB, leg.kind);
  expect([...tablesB.keys()]).toEqual([...sourceTables.keys()]);
  expect(tablesB.size).toBeGreaterThan(30);
  for (const [table, rows] of sourceTables) expect(tablesB.get(table), table).toEqual(rows);

  // 5. A restore never lands on data: refused with a message, the target unchanged.
  const again = await cli('restore', b.env, [underLoad]);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('refusing to restore');
  expect(await dumpTables(rawB, leg.kind)).toEqual(tablesB);
  await rawB.close();
}

describe('backup and restore', () => {
  it('SQLite: a backup under write load restores consistent; a still one restores every table', async () => {
    await backupUnderWrites(sqliteLeg);
  }, 180_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.runIf(pgUrl && findOnPath('pg_dump'))(
    'PostgreSQL (pg_dump): a backup under write load restores consistent; a still one restores every table',
    async () => {
      await backupUnderWrites(postgresLeg(pgUrl!));
    },
    180_000,
  );

  it('PostgreSQL without pg_dump on PATH: the backup says what is missing and writes nothing', async () => {
    const bin = mkdtempSync(join(tmp, 'bin-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const out = join(tmp, 'never.pgdump');
    const res = await cli(
      'backup',
      {
        DATA_DIR: mkdtempSync(join(tmp, 'data-')),
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/any',
        PATH: bin,
      },
      [out],
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('pg_dump is not on PATH');
    expect(findOnPath('pg_dump', bin)).toBeNull();
  }, 60_000);

  it('refuses a file that is not a backup, and a backup of the other database kind', async () => {
    const junk = join(tmp, 'junk.bin');
    writeFileSync(junk, 'not a backup at all');
    const dir = mkdtempSync(join(tmp, 'data-'));
    await expect(
      restoreDatabase({ database: { kind: 'sqlite', file: join(dir, 'rxdesk.db') } }, junk),
    ).rejects.toThrow(/neither a SQLite backup nor a pg_dump/);
    const dump = join(tmp, 'fake.pgdump');
    writeFileSync(dump, 'PGDMP fake');
    await expect(
      restoreDatabase({ database: { kind: 'sqlite', file: join(dir, 'rxdesk.db') } }, dump),
    ).rejects.toThrow(/PostgreSQL backup but DATABASE_URL points at SQLite/);
  });

  it('names a backup by the time in Asia/Shanghai', () => {
    expect(backupStamp(new Date('2026-11-26T16:30:05Z'))).toBe('rxdesk-20261127-003005');
  });
});
