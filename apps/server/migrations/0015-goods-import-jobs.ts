import type { Kysely } from 'kysely';
import { isPostgres, withId } from '../src/platform/db/dialect.ts';

// Goods import jobs (issue 20, "Bulk work"): the uploaded workbook, kept in the database so any
// server process can parse it, answer its progress and write its error report; the checked goods
// forms it applies; its errors by row and column. Status: PARSING → PREVIEW → APPLYING → DONE, or
// FAILED (nothing written).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('goods_import_jobs'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('created_by', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sku_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('batch_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: every error [{row, column, key, params}] (the report lists them all).
    .addColumn('errors', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON: the first rows as read, for the preview table.
    .addColumn('preview', 'text', (c) => c.notNull().defaultTo('[]'))
    // The checked goods forms the apply writes, one JSON object a line; emptied once applied.
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo(''))
    // JSON {key, params} of why it FAILED; '' otherwise.
    .addColumn('failure', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('applied_by', 'bigint')
    .addColumn('applied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Also the heartbeat of a running job: a PARSING or APPLYING job not touched for long was
    // interrupted (its process stopped).
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('goods_import_jobs_shop_idx')
    .on('goods_import_jobs')
    .columns(['shop_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goods_import_jobs').execute();
}
