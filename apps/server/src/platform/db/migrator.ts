import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from '../../../migrations/index.ts';
import type { Db } from './database.ts';
import { isPostgres } from './dialect.ts';

/** Migrations are imported statically so the bundled server carries them; one set for both dialects. */
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** On PostgreSQL the migration bookkeeping tables are pinned to a schema: Kysely looks for them
 * across all schemas, and another schema's copy (a parallel test file's) must not count. */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(isPostgres(db) ? { migrationTableSchema: options.schema ?? 'public' } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // SQLite plans with statistics only when asked; without them the order list picks a poor index.
  if (!isPostgres(db)) await sql`pragma optimize=0x10002`.execute(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
