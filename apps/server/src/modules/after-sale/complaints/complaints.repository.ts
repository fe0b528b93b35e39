import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ComplaintListQuery } from '@rxdesk/contract/after-sale/complaints';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { ComplaintMessageTable, ComplaintTable } from '../../../platform/db/schema.ts';
import { likeOperator } from '../../../platform/db/dialect.ts';
import { countRows, createdWithin, matchingKeyword, paged } from '../../../platform/db/list-query.ts';
import { childRows, inShop } from '../../../platform/db/lookups.ts';
import { updateIfStatus } from '../../../platform/db/status-update.ts';

type Executor = Kysely<Database>;

/** Kysely only; every read scoped to one shop, every change conditional on the status read. */
export class ComplaintsRepository {
  constructor(private readonly db: Db) {}

  findById(shopId: number, id: number) {
    return this.db
      .selectFrom('complaints as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .selectAll('c')
      .select(['o.sn as order_sn'])
      .where('c.shop_id', '=', shopId)
      .where('c.id', '=', id)
      .executeTakeFirst();
  }

  messages(complaintId: number) {
    return childRows(this.db, 'complaint_messages', 'complaint_id', complaintId).execute();
  }

  async insert(trx: Executor, row: Insertable<ComplaintTable>) {
    const r = await trx.insertInto('complaints').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async addMessage(trx: Executor, row: Insertable<ComplaintMessageTable>) {
    await trx.insertInto('complaint_messages').values(row).execute();
  }

  async transition(trx: Executor, id: number, expected: string, patch: Updateable<ComplaintTable>) {
    return updateIfStatus(trx, 'complaints', id, expected, patch);
  }

  private filtered(shopId: number, q: Omit<ComplaintListQuery, 'page_no' | 'page_size'>, now: number) {
    const like = likeOperator(this.db);
    return this.db
      .selectFrom('complaints as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .where('c.shop_id', '=', shopId)
      .$if(!!q.status, (b) => b.where('c.status', '=', q.status as string))
      .$if(q.overdue === 1, (b) => b.where('c.status', '=', 'NEW').where('c.reply_deadline', '<=', now))
      .$if(q.overdue === 0, (b) =>
        b.where((eb) => eb.or([eb('c.status', '<>', 'NEW'), eb('c.reply_deadline', '>', now)])),
      )
      .$call(createdWithin('c.created_at', q))
      .$call(matchingKeyword(q.keyword, like, { exact: ['o.sn'], contains: ['c.subject'] }));
  }

  listPage(shopId: number, q: ComplaintListQuery, now: number) {
    return this.filtered(shopId, q, now)
      .selectAll('c')
      .select(['o.sn as order_sn'])
      .orderBy('c.id', 'desc')
      .$call(paged(q))
      .execute();
  }

  countFiltered(shopId: number, q: Omit<ComplaintListQuery, 'page_no' | 'page_size'>, now: number) {
    return countRows(this.filtered(shopId, q, now));
  }

  order(shopId: number, sn: string) {
    return inShop(this.db, 'orders', shopId).where('sn', '=', sn).executeTakeFirst();
  }

  orderById(id: number) {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
