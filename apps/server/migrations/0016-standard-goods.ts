import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// The platform's standard goods library (§7 `/admin/goods/standard`): drugs as registered (name,
// common name, approval number, specification, manufacturer …) that a shop publishes goods from
// instead of typing the regulated fields again. Every shop's; no shop_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('standard_goods'))
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('common_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('approval_number', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('dosage_form', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('storage', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('drug_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'bigint', (c) => c.references('categories.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('standard_goods_uq', ['approval_number', 'specs', 'manufacturer'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('standard_goods').execute();
}
