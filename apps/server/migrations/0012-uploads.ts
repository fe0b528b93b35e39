import type { Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';

// Uploaded images (DESIGN.md §3: type decided from the content, stored content-addressed, served
// with long-lived caching). The bytes live in the database, so every server process of a
// PostgreSQL deployment serves every image without a shared disk; `upload_owners` records which
// shop uploaded what (the same picture uploaded by two shops is stored once).
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('uploads')
    .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content', bytes, (c) => c.notNull())
    .addColumn('thumbnail', bytes, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('upload_owners')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().references('uploads.sha256'))
    .addColumn('uploaded_by', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_owners_pk', ['shop_id', 'sha256'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_owners').execute();
  await db.schema.dropTable('uploads').execute();
}
