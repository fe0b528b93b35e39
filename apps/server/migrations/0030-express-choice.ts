import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Logistics (issue 23): the maintained list of express companies learns each one's Kuaidi100
// company code (the reference protocol for electronic waybills and tracking) and whether it
// issues electronic waybills; each shop chooses the companies it ships with
// (shop_express_companies), and the ship dialog offers only those. Existing shops keep every
// company they could choose before, so nothing a seller used disappears.
const KUAIDI100: [code: string, kuaidi100: string, waybill: number][] = [
  ['SF', 'shunfeng', 1],
  ['JD', 'jd', 0],
  ['EMS', 'ems', 1],
  ['ZTO', 'zhongtong', 1],
  ['YTO', 'yuantong', 1],
  ['STO', 'shentong', 1],
  ['YD', 'yunda', 1],
  ['JTSD', 'jtexpress', 1],
  ['DBL', 'debangkuaidi', 1],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('express_companies')
    .addColumn('kuaidi100_code', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('express_companies')
    .addColumn('waybill', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [code, kuaidi100, waybill] of KUAIDI100) {
    await db
      .updateTable('express_companies' as never)
      .set({ kuaidi100_code: kuaidi100, waybill } as never)
      .where('code' as never, '=', code as never)
      .execute();
  }

  await db.schema
    .createTable('shop_express_companies')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().references('express_companies.code'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_express_companies_pk', ['shop_id', 'code'])
    .execute();
  await sql`insert into shop_express_companies (shop_id, code, sort, created_at)
    select s.id, e.code, e.sort, 0 from shops s cross join express_companies e`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_express_companies').execute();
  await db.schema.alterTable('express_companies').dropColumn('waybill').execute();
  await db.schema.alterTable('express_companies').dropColumn('kuaidi100_code').execute();
}
