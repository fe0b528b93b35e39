import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { InvoiceExportQuery } from '@rxdesk/contract/invoices/invoices';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import { countRows, createdWithin, matchingKeyword, paged } from '../../platform/db/list-query.ts';
import { expressCompany } from '../../platform/db/lookups.ts';
import type { Database, OrderInvoiceTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type NewInvoice = Insertable<OrderInvoiceTable>;
export type InvoicePatch = Updateable<OrderInvoiceTable>;
export type InvoiceRecord = NonNullable<Awaited<ReturnType<InvoicesRepository['find']>>>;

/** One shop's invoice settings, invoices, their history and files. Kysely only; every query a
 * seller can reach names the shop. */
export class InvoicesRepository {
  constructor(private readonly db: Db) {}

  setting(shopId: number, trx: Executor = this.db) {
    return trx.selectFrom('invoice_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  }

  async saveSettingInTrx(
    trx: Executor,
    row: { shop_id: number; kinds: string; contents: string; updated_at: number },
  ) {
    await trx
      .insertInto('invoice_settings')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('shop_id')
          .doUpdateSet({ kinds: row.kinds, contents: row.contents, updated_at: row.updated_at }),
      )
      .execute();
  }

  private filtered(shopId: number, q: InvoiceExportQuery) {
    return this.db
      .selectFrom('order_invoices')
      .where('shop_id', '=', shopId)
      .$if(!!q.status, (b) => b.where('status', '=', q.status!))
      .$call(
        matchingKeyword(q.keyword, likeOperator(this.db), {
          exact: ['order_sn', 'invoice_sn'],
          contains: ['title'],
        }),
      )
      .$if(!!q.order_sn, (b) => b.where('order_sn', '=', q.order_sn!))
      .$if(!!q.invoice_sn, (b) => b.where('invoice_sn', '=', q.invoice_sn!))
      .$if(!!q.kind, (b) => b.where('kind', '=', q.kind!))
      .$if(!!q.title, (b) =>
        b.where('title', likeOperator(this.db), sql<string>`${containsPattern(q.title!)} ${likeEscape()}`),
      )
      .$call(createdWithin('created_at', q));
  }

  async page(shopId: number, q: InvoiceExportQuery & { page_no: number; page_size: number }) {
    const base = this.filtered(shopId, q);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  count(shopId: number, q: InvoiceExportQuery) {
    return countRows(this.filtered(shopId, q));
  }

  /** The matching invoices in id order from `afterId` on, `limit` at a time (the export). */
  batch(shopId: number, q: InvoiceExportQuery, afterId: number, limit: number) {
    return this.filtered(shopId, q)
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('order_invoices')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findBySn(shopId: number, sn: string) {
    return this.db
      .selectFrom('order_invoices')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('invoice_sn', '=', sn)
      .executeTakeFirst();
  }

  ofOrder(shopId: number, orderSn: string) {
    return this.db
      .selectFrom('order_invoices')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('order_sn', '=', orderSn)
      .orderBy('id')
      .execute();
  }

  history(shopId: number, invoiceId: number) {
    return this.db
      .selectFrom('invoice_history')
      .select(['event', 'operator', 'note', 'at'])
      .where('shop_id', '=', shopId)
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();
  }

  async insertInTrx(trx: Executor, row: NewInvoice): Promise<number> {
    const r = await trx.insertInto('order_invoices').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** The conditional update every action is: it holds only while the invoice is still in the
   * status (and red-note state) the decision was made on, so of two racing actions one wins. */
  async updateIfInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    expected: { status: string; red_note_no?: string },
    patch: InvoicePatch,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('order_invoices')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('status', '=', expected.status)
      .$if(expected.red_note_no !== undefined, (b) => b.where('red_note_no', '=', expected.red_note_no!))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addHistoryInTrx(
    trx: Executor,
    row: { shop_id: number; invoice_id: number; event: string; operator: string; note: string; at: number },
  ) {
    await trx.insertInto('invoice_history').values(row).execute();
  }

  /** Stores a file once by its hash (the same PDF uploaded twice is one row). */
  async saveFileInTrx(trx: Executor, f: { sha256: string; content: Buffer; at: number }) {
    await trx
      .insertInto('invoice_files')
      .values({ sha256: f.sha256, size: f.content.length, content: f.content, created_at: f.at })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
  }

  file(sha256: string) {
    return this.db
      .selectFrom('invoice_files')
      .select(['content', 'size'])
      .where('sha256', '=', sha256)
      .executeTakeFirst();
  }

  expressCompany(code: string) {
    return expressCompany(this.db, code);
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
