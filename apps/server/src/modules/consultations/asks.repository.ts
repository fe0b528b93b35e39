import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { AskListQuery, AskState } from '@rxdesk/contract/consultations/asks';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, createdWithin, paged } from '../../platform/db/list-query.ts';
import type { Database, GoodsAskTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
type Filters = Omit<AskListQuery, 'page_no' | 'page_size'>;

/** Consultations of one shop. Kysely only; every query names the shop. */
export class AsksRepository {
  constructor(private readonly db: Db) {}

  /** The ask with whether its goods (as it is now) needs a pharmacist's answer. */
  private withGoods(db: Executor = this.db) {
    return db
      .selectFrom('goods_asks as a')
      .leftJoin('goods as g', (j) => j.onRef('g.id', '=', 'a.goods_id').onRef('g.shop_id', '=', 'a.shop_id'))
      .selectAll('a')
      .select(
        sql<number>`CASE WHEN g.is_prescription = 1 OR g.regulatory_class <> 'NONE' THEN 1 ELSE 0 END`.as(
          'pharmacist_required',
        ),
      );
  }

  private filtered(shopId: number, q: Filters) {
    const like = likeOperator(this.db);
    return this.withGoods()
      .where('a.shop_id', '=', shopId)
      .$if(!!q.state, (b) => b.where('a.state', '=', q.state as string))
      .$if(q.hidden !== undefined, (b) => b.where('a.hidden', '=', q.hidden as number))
      .$if(!!q.goods_name, (b) =>
        b.where((eb) => eb(sql.ref('a.goods_name'), like, containsKeyword(q.goods_name as string))),
      )
      .$if(!!q.keyword, (b) =>
        b.where((eb) =>
          eb.or([
            eb(sql.ref('a.content'), like, containsKeyword(q.keyword as string)),
            eb(sql.ref('a.member_name'), like, containsKeyword(q.keyword as string)),
          ]),
        ),
      )
      .$call(createdWithin('a.created_at', q));
  }

  /** Unanswered first, then newest first. */
  page(shopId: number, q: AskListQuery) {
    return this.sorted(shopId, q).$call(paged(q)).execute();
  }

  /** Rows `offset…offset+limit` of the list's order (the export reads it in batches). */
  slice(shopId: number, q: Filters, offset: number, limit: number) {
    return this.sorted(shopId, q).limit(limit).offset(offset).execute();
  }

  private sorted(shopId: number, q: Filters) {
    return this.filtered(shopId, q)
      .orderBy(sql`CASE WHEN a.state = 'UNANSWERED' THEN 0 ELSE 1 END`)
      .orderBy('a.id', 'desc');
  }

  count(shopId: number, q: Filters) {
    return countRows(this.filtered(shopId, q).clearSelect());
  }

  /** Questions per state, hidden ones left out (the tabs' and the dashboard's figures). */
  async countsByState(shopId: number): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('goods_asks')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shop_id', '=', shopId)
      .where('hidden', '=', 0)
      .groupBy('state')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  }

  find(shopId: number, id: number) {
    return this.withGoods().where('a.shop_id', '=', shopId).where('a.id', '=', id).executeTakeFirst();
  }

  /** A goods item of the shop a buyer may ask about: on sale or not, not in the recycle station. */
  goods(shopId: number, goodsId: number) {
    return this.db
      .selectFrom('goods')
      .select(['id', 'goods_name', 'thumbnail'])
      .where('shop_id', '=', shopId)
      .where('id', '=', goodsId)
      .where('recycled_at', 'is', null)
      .executeTakeFirst();
  }

  member(shopId: number, by: { member_id?: number; mobile?: string }) {
    return this.db
      .selectFrom('members')
      .select(['id', 'uname'])
      .where('shop_id', '=', shopId)
      .$if(by.member_id !== undefined, (b) => b.where('id', '=', by.member_id as number))
      .$if(by.member_id === undefined, (b) => b.where('mobile', '=', by.mobile ?? ''))
      .orderBy('id')
      .executeTakeFirst();
  }

  async insertInTrx(trx: Executor, row: Insertable<GoodsAskTable>): Promise<number> {
    const r = await trx.insertInto('goods_asks').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** The conditional update of a change: only while the state and the hidden flag are still what
   * the decision read. */
  async transitionInTrx(
    trx: Executor,
    shopId: number,
    id: number,
    seen: { state: AskState; hidden: number; reply_content?: string },
    patch: Updateable<GoodsAskTable>,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('goods_asks')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('state', '=', seen.state)
      .where('hidden', '=', seen.hidden)
      .$if(seen.reply_content !== undefined, (b) => b.where('reply_content', '=', seen.reply_content!))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
