import { randomBytes } from 'node:crypto';
import { createDatabase, type DatabaseOptions, type Db } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { adminQuery } from './pg-admin.ts';

/** A fresh, migrated database for one test file: SQLite in memory by default; with
 * TEST_DATABASE_URL, a schema of its own in that PostgreSQL database, dropped afterwards. */
export async function createTestDatabase(options: Pick<DatabaseOptions, 'log'> = {}): Promise<{
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL: the test file's schema. */
  schema?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' }, options);
    await migrateToLatest(db);
    return { db, dialect: 'sqlite', drop: () => db.destroy().catch(() => undefined) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const db = createDatabase({ kind: 'postgres', url }, { ...options, schema });
  await migrateToLatest(db, { schema });
  return {
    db,
    dialect: 'postgres',
    schema,
    drop: async () => {
      await db.destroy().catch(() => undefined); // a test may have closed it on purpose
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}
