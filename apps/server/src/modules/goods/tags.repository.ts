import { sql, type Kysely } from 'kysely';
import { BUILTIN_TAG_NAMES, TAG_MARKS } from '@rxdesk/contract/goods/tags';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, paged } from '../../platform/db/list-query.ts';
import { link } from './tag-links.repository.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

export { ownGoodsIds, replaceTagGoods } from './tag-links.repository.ts';

/** One shop's goods tags and their goods. Kysely only; every query names the shop. */
export class TagsRepository {
  constructor(private readonly db: Db) {}

  async marks(shopId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('goods_tags')
      .select('mark')
      .where('shop_id', '=', shopId)
      .where('mark', '<>', '')
      .execute();
    return rows.map((r) => r.mark);
  }

  /** Writes the built-in tags the shop lacks; two first reads at once write them once (the
   * name is unique per shop). */
  async insertBuiltins(shopId: number, now: number): Promise<void> {
    await this.db
      .insertInto('goods_tags')
      .values(
        TAG_MARKS.map((mark, sort) => ({
          shop_id: shopId,
          name: BUILTIN_TAG_NAMES[mark],
          mark,
          sort,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['shop_id', 'name']).doNothing())
      .execute();
  }

  /** Every tag with its goods outside the recycle station: built-ins first, then by id. */
  list(shopId: number) {
    return this.db
      .selectFrom('goods_tags as t')
      .select(['t.id', 't.name', 't.mark', 't.created_at'])
      .select((eb) =>
        eb
          .selectFrom('goods_tag_links as l')
          .innerJoin('goods as g', 'g.id', 'l.goods_id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('l.tag_id', '=', 't.id')
          .where('g.recycled_at', 'is', null)
          .as('goods_count'),
      )
      .where('t.shop_id', '=', shopId)
      .orderBy('t.sort')
      .orderBy('t.id')
      .execute();
  }

  find(shopId: number, tagId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('goods_tags')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', tagId)
      .executeTakeFirst();
  }

  /** Takes the tag's row lock until the transaction ends (a no-op write), so changes of one tag
   * (its goods, its name, deleting it) run one after another. False: the shop has no such tag. */
  async lockInTrx(trx: Executor, shopId: number, where: { id: number } | { mark: string }): Promise<boolean> {
    const r = await trx
      .updateTable('goods_tags')
      .set({ sort: sql<number>`sort` })
      .where('shop_id', '=', shopId)
      .$if('id' in where, (b) => b.where('id', '=', (where as { id: number }).id))
      .$if('mark' in where, (b) => b.where('mark', '=', (where as { mark: string }).mark))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async customCount(trx: Executor, shopId: number): Promise<number> {
    const r = await trx
      .selectFrom('goods_tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .where('mark', '=', '')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertInTrx(trx: Executor, shopId: number, name: string, now: number): Promise<number> {
    const { id } = await trx
      .insertInto('goods_tags')
      // Shop-defined tags come after the three built-ins (sort 0-2).
      .values({ shop_id: shopId, name, mark: '', sort: 10, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async renameInTrx(trx: Executor, shopId: number, tagId: number, name: string): Promise<void> {
    await trx
      .updateTable('goods_tags')
      .set({ name })
      .where('shop_id', '=', shopId)
      .where('id', '=', tagId)
      .execute();
  }

  async deleteInTrx(trx: Executor, shopId: number, tagId: number): Promise<void> {
    await trx.deleteFrom('goods_tag_links').where('tag_id', '=', tagId).execute();
    await trx.deleteFrom('goods_tags').where('shop_id', '=', shopId).where('id', '=', tagId).execute();
  }

  async addGoodsInTrx(trx: Executor, tagId: number, goodsIds: readonly number[]): Promise<void> {
    await link(
      trx,
      goodsIds.map((goodsId) => ({ tag_id: tagId, goods_id: goodsId })),
    );
  }

  async removeGoodsInTrx(trx: Executor, tagId: number, goodsIds: readonly number[]): Promise<void> {
    if (goodsIds.length === 0) return;
    await trx
      .deleteFrom('goods_tag_links')
      .where('tag_id', '=', tagId)
      .where('goods_id', 'in', goodsIds)
      .execute();
  }

  private goodsOf(shopId: number, tagId: number, keyword: string | undefined) {
    return this.db
      .selectFrom('goods_tag_links as l')
      .innerJoin('goods as g', 'g.id', 'l.goods_id')
      .where('l.tag_id', '=', tagId)
      .where('g.shop_id', '=', shopId)
      .where('g.recycled_at', 'is', null)
      .$if(!!keyword, (b) =>
        b.where((eb) =>
          eb.or([
            eb('g.goods_code', '=', keyword!),
            eb(sql.ref('g.goods_name'), likeOperator(this.db), containsKeyword(keyword!)),
          ]),
        ),
      );
  }

  async goodsPage(
    shopId: number,
    tagId: number,
    q: { page_no: number; page_size: number; keyword?: string },
  ) {
    const base = this.goodsOf(shopId, tagId, q.keyword);
    const [rows, total] = await Promise.all([
      base
        .select([
          'g.id',
          'g.goods_code',
          'g.goods_name',
          'g.specs',
          'g.thumbnail',
          'g.price',
          'g.stock',
          'g.market_enable',
          'g.is_auth',
        ])
        .orderBy('g.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  async goodsCount(trx: Executor, shopId: number, tagId: number): Promise<number> {
    return countRows(
      trx
        .selectFrom('goods_tag_links as l')
        .innerJoin('goods as g', 'g.id', 'l.goods_id')
        .where('l.tag_id', '=', tagId)
        .where('g.shop_id', '=', shopId)
        .where('g.recycled_at', 'is', null),
    );
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
