import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';

// Goods per list state and shop (issue 20): a list page without filters answers its total from
// here instead of counting up to 100 000 index entries per request. Triggers keep the counts in
// the transaction of every write to goods — the catalogue, imports, the seed — so no writer can
// forget them.
const STATE = (t: string) =>
  sql.raw(`CASE WHEN ${t}.recycled_at IS NOT NULL THEN 'RECYCLED' WHEN ${t}.is_auth = 0 THEN 'AWAITING_REVIEW'
    WHEN ${t}.is_auth = 2 THEN 'REJECTED' WHEN ${t}.market_enable = 1 THEN 'ON_SALE' ELSE 'OFF_SHELF' END`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goods_counters')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('goods_counters_pk', ['shop_id', 'state'])
    .execute();
  await sql`INSERT INTO goods_counters (shop_id, state, n)
    SELECT shop_id, state, count(*) FROM (SELECT shop_id, ${STATE('g')} AS state FROM goods g) s
    GROUP BY shop_id, state`.execute(db);
  const add = (t: 'new' | 'old') => sql`INSERT INTO goods_counters (shop_id, state, n)
    VALUES (${sql.raw(t)}.shop_id, ${STATE(t)}, 1) ON CONFLICT (shop_id, state) DO UPDATE SET n = goods_counters.n + 1`;
  const remove = (t: 'new' | 'old') => sql`UPDATE goods_counters SET n = n - 1
    WHERE shop_id = ${sql.raw(t)}.shop_id AND state = ${STATE(t)}`;
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION goods_counters_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove('old')}; END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN ${add('new')}; END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER goods_counters_ins_del AFTER INSERT OR DELETE ON goods
      FOR EACH ROW EXECUTE FUNCTION goods_counters_change()`.execute(db);
    await sql`CREATE TRIGGER goods_counters_upd AFTER UPDATE OF shop_id, market_enable, is_auth, recycled_at ON goods
      FOR EACH ROW WHEN (${STATE('old')} <> ${STATE('new')} OR old.shop_id <> new.shop_id)
      EXECUTE FUNCTION goods_counters_change()`.execute(db);
    return;
  }
  await sql`CREATE TRIGGER goods_counters_ins AFTER INSERT ON goods BEGIN ${add('new')}; END`.execute(db);
  await sql`CREATE TRIGGER goods_counters_del AFTER DELETE ON goods BEGIN ${remove('old')}; END`.execute(db);
  await sql`CREATE TRIGGER goods_counters_upd AFTER UPDATE OF shop_id, market_enable, is_auth, recycled_at ON goods
    WHEN ${STATE('old')} <> ${STATE('new')} OR old.shop_id <> new.shop_id
    BEGIN ${remove('old')}; ${add('new')}; END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER goods_counters_upd ON goods`.execute(db);
    await sql`DROP TRIGGER goods_counters_ins_del ON goods`.execute(db);
    await sql`DROP FUNCTION goods_counters_change()`.execute(db);
  } else {
    for (const t of ['goods_counters_ins', 'goods_counters_del', 'goods_counters_upd'])
      await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
  }
  await db.schema.dropTable('goods_counters').execute();
}
