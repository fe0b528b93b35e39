import { sql, type Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Shop qualifications (issue 24, /setting zz-gl): the business licence (kind YYZZ, at most one
// live per shop — a partial unique index, so two concurrent adds cannot both win) and the
// pharmacy's licences. Dates are Shanghai calendar days as YYYY-MM-DD text (compared as text);
// valid_until is null when permanent. A delete is soft (deleted_at) so that history and the
// conditional update (… AND version = :read AND deleted_at IS NULL) keep working; every add /
// update / delete appends a shop_qualification_history row holding the full record as JSON.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shop_qualifications'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    // YYZZ | DRUG_BUSINESS | GSP | INTERNET_DRUG_INFO | MEDICAL_DEVICE | FOOD_BUSINESS
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('number', 'varchar(50)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('quality_officer', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('scope', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_until', 'varchar(10)')
    .addColumn('permanent', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of image URLs (the scans, from the uploads storage).
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted_at', 'bigint')
    .execute();
  // The page, the alerts and the on-sale check: one shop's live records by kind.
  await db.schema
    .createIndex('shop_qualifications_shop_kind')
    .on('shop_qualifications')
    .columns(['shop_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('shop_qualifications_one_yyzz')
    .on('shop_qualifications')
    .column('shop_id')
    .unique()
    .where(sql.ref('kind'), '=', 'YYZZ')
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await withId(db, db.schema.createTable('shop_qualification_history'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('qualification_id', 'bigint', (c) => c.notNull().references('shop_qualifications.id'))
    // ADD | UPDATE | DELETE
    .addColumn('action', 'varchar(10)', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_qualification_history_record')
    .on('shop_qualification_history')
    .columns(['qualification_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_qualification_history').execute();
  await db.schema.dropTable('shop_qualifications').execute();
}
