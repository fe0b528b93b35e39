import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database, OrganizationTable, StoreTable } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** The shop's organisation tree and its stores. Every query is one shop's. */
export class StoresRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** The shop's root node, made on first use (root_shop_id is unique: two first uses make one). */
  async ensureRoot(shopId: number, now: number) {
    const found = await this.root(shopId);
    if (found) return found;
    const shop = await this.db
      .selectFrom('shops')
      .select('shop_name')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('organizations')
      .values({
        shop_id: shopId,
        parent_id: null,
        root_shop_id: shopId,
        kind: 'group',
        name: `${shop.shop_name}总部`.slice(0, 40),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('root_shop_id').doNothing())
      .execute();
    return (await this.root(shopId))!;
  }

  private root(shopId: number) {
    return this.db
      .selectFrom('organizations')
      .selectAll()
      .where('root_shop_id', '=', shopId)
      .executeTakeFirst();
  }

  nodes(shopId: number) {
    return this.db
      .selectFrom('organizations')
      .select(['id', 'parent_id', 'kind', 'name', 'sort'])
      .where('shop_id', '=', shopId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  node(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('organizations')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The stores with their parent, pharmacist and order count. */
  stores(shopId: number, id?: number) {
    return this.db
      .selectFrom('stores as s')
      .innerJoin('organizations as o', 'o.id', 's.organization_id')
      .innerJoin('organizations as p', 'p.id', 'o.parent_id')
      .leftJoin('users as u', 'u.id', 's.pharmacist_id')
      .selectAll('s')
      .select(['o.name', 'o.parent_id', 'p.name as parent_name', 'u.real_name as pharmacist_name'])
      .select((eb) =>
        eb
          .selectFrom('orders as od')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('od.store_id', '=', 's.organization_id')
          .where('od.shop_id', '=', shopId)
          .as('order_count'),
      )
      .where('s.shop_id', '=', shopId)
      .$if(id !== undefined, (b) => b.where('s.organization_id', '=', id as number))
      .orderBy('o.sort')
      .orderBy('o.id')
      .execute();
  }

  async insertStoreInTrx(
    trx: Executor,
    org: Insertable<OrganizationTable>,
    store: Omit<Insertable<StoreTable>, 'organization_id'>,
  ): Promise<number> {
    const { id } = await trx
      .insertInto('organizations')
      .values(org)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('stores')
      .values({ ...store, organization_id: Number(id) })
      .execute();
    return Number(id);
  }

  async updateStoreInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    org: Updateable<OrganizationTable>,
    store: Updateable<StoreTable>,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('stores')
      .set(store)
      .where('shop_id', '=', shopId)
      .where('organization_id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('organizations')
      .set(org)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .execute();
    return true;
  }

  async deleteStoreInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('stores')
      .where('shop_id', '=', shopId)
      .where('organization_id', '=', id)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('organizations').where('shop_id', '=', shopId).where('id', '=', id).execute();
    return true;
  }

  /** Whether `storeId` is a store of this shop (the open-API intake's store_id check). */
  async isShopStore(shopId: number, storeId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('stores')
      .select('organization_id')
      .where('shop_id', '=', shopId)
      .where('organization_id', '=', storeId)
      .executeTakeFirst();
    return !!row;
  }

  async orderCount(shopId: number, storeId: number, trx: Executor = this.db): Promise<number> {
    const r = await trx
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('shop_id', '=', shopId)
      .where('store_id', '=', storeId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The shop's enabled pharmacists. */
  pharmacists(shopId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'real_name', 'username'])
      .where('shop_id', '=', shopId)
      .where('pharmacist', '=', 1)
      .where('enabled', '=', 1)
      .orderBy('id')
      .execute();
  }
}
