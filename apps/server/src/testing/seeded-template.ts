import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../platform/db/database.ts';
import { pingDatabase } from '../platform/db/ping.ts';
import { sql } from 'kysely';
import { adminQuery } from './pg-admin.ts';
import { createTestDatabase } from './test-database.ts';

/** The migrated and seeded demo database the global setup made (seeded-template.global.ts). */
export type SeededTemplate =
  | { kind: 'sqlite'; file: string; at: number }
  /** `ddl`: the template schema's definition (pg_dump), or null when the apps must migrate. */
  | { kind: 'postgres'; schema: string; at: number; ddl: string | null };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | undefined;
  }
}

// Files share a worker's modules (isolate: false), so the image is read once per worker.
let image: Buffer | undefined;

/** A copy of the seeded demo database of its own, and the seed's time; undefined outside a run
 * with the global setup (then the caller migrates and seeds). PostgreSQL: a schema of its own,
 * made from the template's definition (or migrated), with the template's rows. */
export async function copySeededTemplate(): Promise<
  { db: Db; dialect: 'sqlite' | 'postgres'; at: number; drop: () => Promise<void> } | undefined
> {
  const tpl = inject('seededTemplate');
  if (!tpl) return undefined;
  if (tpl.kind === 'sqlite') {
    image ??= readFileSync(tpl.file);
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' }, { image });
    // Opened for real now, as a migrated database is: Kysely's destroy() of a driver that never
    // ran a query does nothing, and the tests that close the database must see it closed.
    await pingDatabase(db);
    return { db, dialect: 'sqlite', at: tpl.at, drop: () => db.destroy().catch(() => undefined) };
  }
  const fresh = tpl.ddl ? await schemaFromDefinition(tpl.schema, tpl.ddl) : await createTestDatabase();
  await copyRows(fresh.db, tpl.schema, fresh.schema!);
  return { ...fresh, at: tpl.at };
}

/** A schema of its own made from the template's definition: the same tables, indexes and
 * sequences the migrations made, in one round trip (rows, the migrations' log included, follow). */
async function schemaFromDefinition(template: string, ddl: string) {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, ddl.replaceAll(template, schema));
  const db = createDatabase({ kind: 'postgres', url }, { schema });
  return {
    db,
    dialect: 'postgres' as const,
    schema,
    drop: async () => {
      await db.destroy().catch(() => undefined); // a test may have closed it on purpose
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

// The copy script, built once per worker from the template's tables.
let copyScript: string | undefined;

/** Every row of the template schema into `target` (migrated by the same migrations, so the
 * columns line up), in one round trip: the migrations' own rows go first, foreign keys and triggers are off for the copy
 * (session_replication_role), then each id sequence continues after the copied rows. */
async function copyRows(db: Db, template: string, target: string): Promise<void> {
  copyScript ??= await buildCopyScript(db, template);
  await adminQuery(process.env.TEST_DATABASE_URL!, copyScript.replaceAll('__target__', target));
}

async function buildCopyScript(db: Db, template: string): Promise<string> {
  // Generated columns (the goods search vector) are computed again, so they are not copied.
  const { rows } = await sql<{ table_name: string; columns: string; has_id: boolean }>`
    select t.table_name,
      string_agg('"' || c.column_name || '"', ', ' order by c.ordinal_position) as columns,
      bool_or(c.column_name = 'id' and c.column_default like 'nextval%') as has_id
    from information_schema.tables t
    join information_schema.columns c
      on c.table_schema = t.table_schema and c.table_name = t.table_name and c.is_generated = 'NEVER'
    where t.table_schema = ${template} and t.table_type = 'BASE TABLE'
    group by t.table_name`.execute(db);
  // The migrations insert reference rows (regions, express companies): the template has them too.
  // Kysely's migration log is copied as well: a schema made from the definition starts without it.
  const all = rows.map((r) => `__target__."${r.table_name}"`).join(', ');
  const lines = ['begin;', 'set local session_replication_role = replica;', `truncate ${all};`];
  for (const r of rows) {
    lines.push(
      `insert into __target__."${r.table_name}" (${r.columns}) ` +
        `select ${r.columns} from ${template}."${r.table_name}";`,
    );
    if (r.has_id)
      lines.push(
        `select setval(pg_get_serial_sequence('__target__."${r.table_name}"', 'id'), ` +
          `coalesce((select max(id) from __target__."${r.table_name}"), 0) + 1, false);`,
      );
  }
  lines.push('commit;');
  return lines.join('\n');
}
