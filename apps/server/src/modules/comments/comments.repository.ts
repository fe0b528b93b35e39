import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CommentListQuery } from '@rxdesk/contract/comments/comments';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, createdWithin, paged } from '../../platform/db/list-query.ts';
import type { Database, GoodsComment, GoodsCommentTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type CommentPatch = Updateable<GoodsCommentTable>;
export type CommentListRow = GoodsComment & { uname: string | null; mobile: string | null };

/** One shop's comments. Kysely only; every query names the shop. */
export class CommentsRepository {
  constructor(private readonly db: Db) {}

  private filtered(shopId: number, q: Omit<CommentListQuery, 'page_no' | 'page_size'>) {
    const like = likeOperator(this.db);
    return this.db
      .selectFrom('goods_comments as c')
      .where('c.shop_id', '=', shopId)
      .$if(q.grade !== undefined, (b) => b.where('c.grade', '=', q.grade!))
      .$if(q.status !== undefined, (b) => b.where('c.status', '=', q.status!))
      .$if(q.goods_id !== undefined, (b) => b.where('c.goods_id', '=', q.goods_id!))
      .$if(!!q.goods_keyword, (b) =>
        b.where((eb) => eb(sql.ref('c.goods_name'), like, containsKeyword(q.goods_keyword!))),
      )
      .$if(!!q.keyword, (b) => b.where((eb) => eb(sql.ref('c.content'), like, containsKeyword(q.keyword!))))
      .$if(q.has_image === 1, (b) => b.where('c.image_count', '>', 0))
      .$if(q.has_image === 0, (b) => b.where('c.image_count', '=', 0))
      .$if(q.replied === 1, (b) => b.where('c.reply_time', 'is not', null))
      .$if(q.replied === 0, (b) => b.where('c.reply_time', 'is', null))
      .$call(createdWithin('c.created_at', q));
  }

  async page(shopId: number, q: CommentListQuery): Promise<{ rows: CommentListRow[]; total: number }> {
    const base = this.filtered(shopId, q);
    const [rows, total] = await Promise.all([
      base
        .leftJoin('members as m', (j) => j.onRef('m.id', '=', 'c.member_id').on('m.shop_id', '=', shopId))
        .selectAll('c')
        .select(['m.uname', 'm.mobile'])
        .orderBy('c.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  count(shopId: number, q: Omit<CommentListQuery, 'page_no' | 'page_size'>) {
    return countRows(this.filtered(shopId, q));
  }

  /** The export's next rows: newest first, before `beforeId` (a seek, flat at any depth). */
  exportBatch(
    shopId: number,
    q: Omit<CommentListQuery, 'page_no' | 'page_size'>,
    beforeId: number | null,
    limit: number,
  ): Promise<CommentListRow[]> {
    return this.filtered(shopId, q)
      .leftJoin('members as m', (j) => j.onRef('m.id', '=', 'c.member_id').on('m.shop_id', '=', shopId))
      .selectAll('c')
      .select(['m.uname', 'm.mobile'])
      .$if(beforeId !== null, (b) => b.where('c.id', '<', beforeId!))
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute();
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('goods_comments')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The conditional update of a change: the row as seen (status, and the reply seen when the
   * change is a first reply). */
  async transition(
    trx: Executor,
    c: GoodsComment,
    from: string,
    patch: CommentPatch,
    guard?: { unreplied: true },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('goods_comments')
      .set(patch)
      .where('shop_id', '=', c.shop_id)
      .where('id', '=', c.id)
      .where('status', '=', from)
      .$if(guard?.unreplied === true, (b) => b.where('reply_time', 'is', null))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Figures of one goods item's shown comments, one grouped query. */
  summaryRows(shopId: number, goodsId: number) {
    return this.db
      .selectFrom('goods_comments')
      .select((eb) => [
        'grade',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string | null>(sql`case when image_count > 0 then 1 else 0 end`).as('with_images'),
      ])
      .where('shop_id', '=', shopId)
      .where('goods_id', '=', goodsId)
      .where('status', '=', 'SHOWN')
      .groupBy('grade')
      .execute();
  }

  goodsInShop(shopId: number, goodsId: number) {
    return this.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', '=', goodsId)
      .executeTakeFirst();
  }

  member(shopId: number, by: { id?: number; mobile?: string }) {
    return this.db
      .selectFrom('members')
      .select(['id', 'uname', 'mobile'])
      .where('shop_id', '=', shopId)
      .$if(by.id !== undefined, (b) => b.where('id', '=', by.id!))
      .$if(by.id === undefined, (b) => b.where('mobile', '=', by.mobile ?? ''))
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Which of these upload addresses' files we hold (by their SHA-256). */
  async knownUploads(shas: string[]): Promise<Set<string>> {
    if (shas.length === 0) return new Set();
    const rows = await this.db.selectFrom('uploads').select('sha256').where('sha256', 'in', shas).execute();
    return new Set(rows.map((r) => r.sha256));
  }

  lineReviewed(trx: Executor, orderItemId: number) {
    return trx
      .selectFrom('goods_comments')
      .select('id')
      .where('order_item_id', '=', orderItemId)
      .executeTakeFirst();
  }

  async insertInTrx(trx: Executor, row: Insertable<GoodsCommentTable>): Promise<number> {
    const { id } = await trx
      .insertInto('goods_comments')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
