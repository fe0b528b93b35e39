import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, createdWithin } from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';
import type {
  PrescriptionAuditTable,
  PrescriptionDrugTable,
  PrescriptionTable,
} from '../../platform/db/schema.ts';
import { childRows, inShop } from '../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Filters of the list and the export, plus the overdue cut-off the service worked out. */
/** The parent order's columns a prescription row is listed and exported with. */
const ORDER_COLUMNS = [
  'o.sn',
  'o.status as order_status',
  'o.service_status',
  'o.paid_amount',
  'o.order_price',
  'o.payment_type',
  'o.order_source',
  // The store serving the order (issue 24): the overdue dialog's store column.
  'st.name as store_name',
] as const;

export type RxFilter = Omit<PrescriptionListQuery, 'page_no' | 'page_size'> & { overdueBefore?: number };

/** Prescriptions, their drugs and audit records. Kysely only; every query is one shop's. The audit
 * table has inserts here and nothing else: there is no update or delete of it anywhere. */
export class PrescriptionRepository {
  constructor(private readonly db: Db) {}

  private listBase(shopId: number, f: RxFilter) {
    const op = likeOperator(this.db);
    return this.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .leftJoin('organizations as st', 'st.id', 'o.store_id')
      .where('p.shop_id', '=', shopId)
      .$if(f.state !== undefined, (b) => b.where('p.state', '=', f.state as number))
      .$call(createdWithin('p.created_at', f))
      .$if(f.pharmacist_id !== undefined, (b) => b.where('p.audit_user_id', '=', f.pharmacist_id as number))
      .$if(f.overdueBefore !== undefined, (b) =>
        b.where('p.state', '=', 3).where('p.created_at', '<', f.overdueBefore as number),
      )
      .$if(!!f.keyword, (b) => {
        const pattern = containsKeyword(f.keyword as string);
        return b.where((eb) =>
          eb.or([
            eb(sql.ref('o.sn'), op, pattern),
            eb(sql.ref('p.use_person_name'), op, pattern),
            eb(sql.ref('p.inquiry_rxno'), op, pattern),
          ]),
        );
      });
  }

  list(shopId: number, f: RxFilter, page: { offset: number; limit: number; oldestFirst?: boolean }) {
    return this.listBase(shopId, f)
      .selectAll('p')
      .select(ORDER_COLUMNS)
      .orderBy('p.id', page.oldestFirst ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  /** Keyset batches for the export: ids below `before`, newest first. */
  exportBatch(shopId: number, f: RxFilter, before: number | null, limit: number) {
    return this.listBase(shopId, f)
      .selectAll('p')
      .select(ORDER_COLUMNS)
      .$if(before !== null, (b) => b.where('p.id', '<', before as number))
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
  }

  count(shopId: number, f: RxFilter): Promise<number> {
    return countRows(this.listBase(shopId, f));
  }

  itemsOf(orderIds: number[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  shopName(shopId: number) {
    return this.db
      .selectFrom('shops')
      .select('shop_name')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow()
      .then((s) => s.shop_name);
  }

  findBySn(shopId: number, sn: string, trx: Executor = this.db) {
    return trx
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .selectAll('p')
      .where('p.shop_id', '=', shopId)
      .where('o.sn', '=', sn)
      .executeTakeFirst();
  }

  findByOrderId(shopId: number, orderId: number) {
    return inShop(this.db, 'prescriptions', shopId).where('order_id', '=', orderId).executeTakeFirst();
  }

  orderOf(shopId: number, orderId: number, trx: Executor = this.db) {
    return inShop(trx, 'orders', shopId).where('id', '=', orderId).executeTakeFirst();
  }

  drugs(prescriptionId: number) {
    return childRows(this.db, 'prescription_drugs', 'prescription_id', prescriptionId).execute();
  }

  audits(prescriptionId: number) {
    return childRows(this.db, 'prescription_audits', 'prescription_id', prescriptionId).execute();
  }

  /** The refund recorded when the order was cancelled (read back for the audit answer). */
  cancelRefundOf(orderId: number) {
    return this.db
      .selectFrom('refunds')
      .select(['refund_sn', 'amount', 'status'])
      .where('order_id', '=', orderId)
      .where('source', '=', 'CANCEL')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  pharmacists(shopId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'real_name', 'username'])
      .where('shop_id', '=', shopId)
      .where('pharmacist', '=', 1)
      .orderBy('id')
      .execute();
  }

  insertAudit(trx: Executor, row: Insertable<PrescriptionAuditTable>) {
    return trx.insertInto('prescription_audits').values(row).returning('id').executeTakeFirstOrThrow();
  }

  /** Conditional: only a prescription still awaiting audit takes a decision; false when another won. */
  async decide(trx: Executor, id: number, patch: Updateable<PrescriptionTable>): Promise<boolean> {
    const r = await trx
      .updateTable('prescriptions')
      .set(patch)
      .where('id', '=', id)
      .where('state', '=', 3)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  setLastRemind(id: number, at: number) {
    return this.db
      .updateTable('prescriptions')
      .set({ last_remind_time: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  }

  insertNotice(
    row: {
      shop_id: number;
      order_id: number;
      channel: string;
      kind: string;
      status: string;
      error: string;
      created_at: number;
    },
    trx: Executor = this.db,
  ) {
    return trx.insertInto('buyer_notices').values(row).execute();
  }

  /** One order's prescription with its drugs and audit decisions (undefined when it has none). */
  async recordOf(shopId: number, orderId: number) {
    const p = await this.findByOrderId(shopId, orderId);
    if (!p) return undefined;
    const [drugs, audits] = await Promise.all([this.drugs(p.id), this.audits(p.id)]);
    return { p, drugs, audits };
  }

  /** Inside the order intake's transaction: a prescription and its drugs. */
  async insertInTrx(
    trx: Executor,
    row: Insertable<PrescriptionTable>,
    drugs: Omit<Insertable<PrescriptionDrugTable>, 'prescription_id'>[],
  ): Promise<void> {
    const { id } = await trx
      .insertInto('prescriptions')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('prescription_drugs')
      .values(drugs.map((d) => ({ ...d, prescription_id: id })))
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}

export type RxListRow = Awaited<ReturnType<PrescriptionRepository['list']>>[number];
