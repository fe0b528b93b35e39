import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';

// A revision per shop of what the goods list and picker find by keyword (issue 20): raised in the
// transaction of every write that adds or removes a goods row or changes its list state or search
// text. A keyword's total is memoised under it (goods-count-memo.ts) instead of being counted on
// every page: 颗粒 counts ~3 700 matches per request at 100 000 SKUs. Stock and price changes do
// not raise it: no memoised count filters on them. Triggers, like goods_counters (0017), so that no
// writer can forget it.
const COLUMNS = 'shop_id, market_enable, is_auth, recycled_at, search_text';
const CHANGED = (['shop_id', 'market_enable', 'is_auth', 'recycled_at', 'search_text'] as const)
  .map((c) => `old.${c} IS DISTINCT FROM new.${c}`)
  .join(' OR ');

const bump = (t: 'new' | 'old') => sql`INSERT INTO goods_list_revisions (shop_id, rev)
  VALUES (${sql.raw(t)}.shop_id, 1) ON CONFLICT (shop_id) DO UPDATE SET rev = goods_list_revisions.rev + 1`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goods_list_revisions')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey())
    .addColumn('rev', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION goods_list_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${bump('old')}; END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND old.shop_id <> new.shop_id) THEN ${bump('new')}; END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER goods_list_rev_ins_del AFTER INSERT OR DELETE ON goods
      FOR EACH ROW EXECUTE FUNCTION goods_list_revision_bump()`.execute(db);
    await sql`CREATE TRIGGER goods_list_rev_upd AFTER UPDATE OF ${sql.raw(COLUMNS)} ON goods
      FOR EACH ROW WHEN (${sql.raw(CHANGED)}) EXECUTE FUNCTION goods_list_revision_bump()`.execute(db);
    return;
  }
  // SQLite spells IS DISTINCT FROM as IS NOT.
  const changed = sql.raw(CHANGED.replaceAll('IS DISTINCT FROM', 'IS NOT'));
  await sql`CREATE TRIGGER goods_list_rev_ins AFTER INSERT ON goods BEGIN ${bump('new')}; END`.execute(db);
  await sql`CREATE TRIGGER goods_list_rev_del AFTER DELETE ON goods BEGIN ${bump('old')}; END`.execute(db);
  await sql`CREATE TRIGGER goods_list_rev_upd AFTER UPDATE OF ${sql.raw(COLUMNS)} ON goods WHEN ${changed}
    BEGIN
      ${bump('new')};
      UPDATE goods_list_revisions SET rev = rev + 1 WHERE shop_id = old.shop_id AND old.shop_id <> new.shop_id;
    END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER goods_list_rev_upd ON goods`.execute(db);
    await sql`DROP TRIGGER goods_list_rev_ins_del ON goods`.execute(db);
    await sql`DROP FUNCTION goods_list_revision_bump()`.execute(db);
  } else {
    for (const t of ['goods_list_rev_ins', 'goods_list_rev_del', 'goods_list_rev_upd'])
      await sql`DROP TRIGGER ${sql.raw(t)}`.execute(db);
  }
  await db.schema.dropTable('goods_list_revisions').execute();
}
