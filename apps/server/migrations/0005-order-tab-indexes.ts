import { sql, type Kysely } from 'kysely';

// The two list tabs that span several statuses could not walk the (shop, status, id) index in id
// order (bench/README.md: page 500 of WAIT_SHIP read ~240 000 rows). A partial index per tab makes
// every tab an ordered index walk. The repository writes these conditions literally so that SQLite
// matches them to the index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_wait_ship_idx on orders (shop_id, id) where status in ('CONFIRM', 'PAID_OFF') and shipping_type <> 'SELF_PICK'`.execute(
    db,
  );
  await sql`create index orders_wait_pick_idx on orders (shop_id, id) where status in ('CONFIRM', 'PAID_OFF') and shipping_type = 'SELF_PICK'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_wait_pick_idx`.execute(db);
  await sql`drop index orders_wait_ship_idx`.execute(db);
}
