import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type {
  Database,
  ShipmentTraceTable,
  WaybillAccountTable,
  WaybillTable,
} from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** Waybill accounts, issued waybills and parcel traces (Kysely only; every shop read names the
 * shop). Reads the express companies the shop ships with and the shop's own address (the sender
 * on a label). */
export class WaybillsRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** Express companies the shop ships with (its choice, shop_express_companies, as the ship
   * dialog offers them). */
  private shopCompanies(shopId: number) {
    return this.db
      .selectFrom('express_companies as e')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('shop_express_companies as s')
            .select('s.code')
            .where('s.shop_id', '=', shopId)
            .whereRef('s.code', '=', 'e.code'),
        ),
      )
      .where('e.waybill', '=', 1);
  }

  /** The shop's companies that issue e-waybills, each with its account (null columns: none). */
  accounts(shopId: number) {
    return this.shopCompanies(shopId)
      .leftJoin('waybill_accounts as a', (j) =>
        j.onRef('a.express_code', '=', 'e.code').on('a.shop_id', '=', shopId),
      )
      .select(['e.code', 'e.name', 'a.partner_id', 'a.partner_key', 'a.net', 'a.pay_type', 'a.updated_at'])
      .orderBy('e.sort')
      .orderBy('e.code')
      .execute();
  }

  /** The company when the shop ships with it and it issues e-waybills. */
  waybillCompany(shopId: number, code: string) {
    return this.shopCompanies(shopId)
      .where('e.code', '=', code)
      .select(['e.code', 'e.name', 'e.kuaidi100_code'])
      .executeTakeFirst();
  }

  company(code: string) {
    return this.db
      .selectFrom('express_companies')
      .select(['code', 'name', 'kuaidi100_code'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  companyByKuaidi100(kuaidi100Code: string) {
    return this.db
      .selectFrom('express_companies')
      .select(['code', 'name'])
      .where('kuaidi100_code', '=', kuaidi100Code)
      .executeTakeFirst();
  }

  account(shopId: number, code: string, trx: Executor = this.db) {
    return trx
      .selectFrom('waybill_accounts')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('express_code', '=', code)
      .executeTakeFirst();
  }

  async upsertAccountInTrx(trx: Executor, row: Insertable<WaybillAccountTable>): Promise<void> {
    await trx
      .insertInto('waybill_accounts')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['shop_id', 'express_code']).doUpdateSet({
          partner_id: row.partner_id,
          partner_key: row.partner_key,
          net: row.net,
          pay_type: row.pay_type,
          updated_at: row.updated_at,
        }),
      )
      .execute();
  }

  async deleteAccountInTrx(trx: Executor, shopId: number, code: string): Promise<boolean> {
    const r = await trx
      .deleteFrom('waybill_accounts')
      .where('shop_id', '=', shopId)
      .where('express_code', '=', code)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** The shop as a label's sender. */
  shop(shopId: number) {
    return this.db
      .selectFrom('shops')
      .select(['shop_name', 'contact_name', 'contact_phone', 'address'])
      .where('id', '=', shopId)
      .executeTakeFirst();
  }

  /** The order's waybill at this company, or its newest at any company. */
  waybill(shopId: number, orderId: number, code?: string) {
    return this.db
      .selectFrom('waybills')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('order_id', '=', orderId)
      .$if(code !== undefined, (q) => q.where('express_code', '=', code!))
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Inserts the waybill unless the order already has one at this company (true: inserted). */
  async insertWaybillInTrx(trx: Executor, row: Insertable<WaybillTable>): Promise<boolean> {
    const r = await trx
      .insertInto('waybills')
      .values(row)
      .onConflict((oc) => oc.columns(['shop_id', 'order_id', 'express_code']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  traceOfOrder(shopId: number, orderId: number, code: string, waybillNo: string) {
    return this.db
      .selectFrom('shipment_traces')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('order_id', '=', orderId)
      .where('express_code', '=', code)
      .where('waybill_no', '=', waybillNo)
      .executeTakeFirst();
  }

  traceOfParcel(code: string, waybillNo: string, trx: Executor = this.db) {
    return trx
      .selectFrom('shipment_traces')
      .selectAll()
      .where('express_code', '=', code)
      .where('waybill_no', '=', waybillNo)
      .executeTakeFirst();
  }

  /** The parcel's row, made empty when missing (a second maker finds the first one's). */
  async ensureTraceInTrx(trx: Executor, row: Insertable<ShipmentTraceTable>): Promise<void> {
    await trx
      .insertInto('shipment_traces')
      .values(row)
      .onConflict((oc) => oc.columns(['express_code', 'waybill_no']).doNothing())
      .execute();
  }

  async updateTraceInTrx(
    trx: Executor,
    id: number,
    patch: Pick<
      Updateable<ShipmentTraceTable>,
      'state' | 'ischeck' | 'traces' | 'delivered_at' | 'subscribed' | 'updated_at'
    >,
  ): Promise<void> {
    await trx.updateTable('shipment_traces').set(patch).where('id', '=', id).execute();
  }

  /** Delivered parcels whose receive time has come and that the sweep has not dealt with. */
  dueForReceive(deliveredBefore: number, limit = 200) {
    return this.db
      .selectFrom('shipment_traces')
      .select(['id', 'shop_id', 'order_sn', 'express_code', 'waybill_no'])
      .where('auto_received_at', 'is', null)
      .where('delivered_at', 'is not', null)
      .where('delivered_at', '<=', deliveredBefore)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Claims the parcel for the sweep (true: this caller claimed it). */
  async markAutoReceivedInTrx(trx: Executor, id: number, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('shipment_traces')
      .set({ auto_received_at: at })
      .where('id', '=', id)
      .where('auto_received_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
