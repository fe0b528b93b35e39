import type { Kysely } from 'kysely';

// The receipt printer each seller chose (§7 "save printer name (seller_id, print_name)").
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('print_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('print_name').execute();
}
