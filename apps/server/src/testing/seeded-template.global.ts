import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { ManualClock } from '../platform/clock.ts';
import { RollupJob } from '../modules/statistics/rollup-job.service.ts';
import { RollupRepository } from '../modules/statistics/rollup.repository.ts';
import { seedDemo } from '../seed/seed.ts';
import { adminQuery } from './pg-admin.ts';
import type { SeededTemplate } from './seeded-template.ts';

/**
 * Vitest global setup of the server project: migrates and seeds the demo once per run, so each
 * test app starts from a copy instead of seeding again (a seed costs about 1 s on SQLite and 3 s
 * on PostgreSQL, and the suites build about a hundred apps: issue 18's CI budget). SQLite: a file
 * written with VACUUM INTO, which each worker reads once and opens in memory per app. PostgreSQL:
 * a template schema whose rows each app's freshly migrated schema copies (CREATE DATABASE …
 * TEMPLATE was slower: about 1 s to copy and up to 4 s to drop, checkpoints). The seed's time is
 * handed down too: the apps' clocks start at it, so the copied data is as fresh as a new seed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const at = Math.floor(Date.now() / 1000);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `rxdesk_tpl_${randomBytes(5).toString('hex')}`;
    await adminQuery(url, `create schema ${schema}`);
    await seedInto(createDatabase({ kind: 'postgres', url }, { schema }), at, { schema });
    project.provide('seededTemplate', {
      kind: 'postgres',
      schema,
      at,
      ddl: schemaDefinition(url, schema),
    } satisfies SeededTemplate);
    return () => adminQuery(url, `drop schema if exists ${schema} cascade`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'rxdesk-seeded-'));
  const file = join(dir, 'seeded.db');
  const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
  await seedInto(db, at, {
    keep: async () => {
      await sql`vacuum into ${sql.lit(file)}`.execute(db);
    },
  });
  project.provide('seededTemplate', { kind: 'sqlite', file, at } satisfies SeededTemplate);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The template schema's definition (tables, sequences, indexes, constraints), as pg_dump writes
 * it, for each app to create its schema in one round trip instead of running the forty-odd
 * migrations again (about 2-3 s an app on a loaded 2-core machine; the PostgreSQL leg builds over a
 * hundred apps). Null without a usable pg_dump: the apps then migrate. psql's meta-commands
 * (`\restrict` in recent releases) and the session settings are left out.
 */
function schemaDefinition(url: string, schema: string): string | null {
  const dump = spawnSync(
    'pg_dump',
    ['--schema-only', '--no-owner', '--no-privileges', '--no-comments', `--schema=${schema}`, url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (dump.status !== 0 || !dump.stdout.includes(`CREATE TABLE ${schema}.`)) return null;
  return dump.stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !/^(SET|SELECT pg_catalog\.set_config)\b/.test(line))
    .join('\n');
}

async function seedInto(
  db: ReturnType<typeof createDatabase>,
  at: number,
  options: { schema?: string; keep?: () => Promise<void> },
) {
  try {
    await migrateToLatest(db, { schema: options.schema });
    await seedDemo(db, at, { liveOffers: false });
    // The statistics rollups of the seeded orders, as a started server's first catch-up writes
    // them: each app then starts with its cursor current and only the last minutes to redo,
    // instead of every seeded day (about 2 s an app, a hundred apps a run).
    await new RollupJob(new RollupRepository(db), new ManualClock(at)).catchUp();
    await options.keep?.();
  } finally {
    await db.destroy();
  }
}
