import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/* Which goods carry which tags (goods_tag_links), from either side: the tag's goods page and the
 * goods list's batch "set tags". Re-exported by tags.repository.ts. */

/** A shop's own (not recycled) goods among `ids`. */
export async function ownGoodsIds(trx: Executor, shopId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('goods')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .where('recycled_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

export async function link(trx: Executor, rows: { tag_id: number; goods_id: number }[]): Promise<void> {
  if (rows.length === 0) return;
  // A link written by a concurrent change stays one link.
  await trx
    .insertInto('goods_tag_links')
    .values(rows)
    .onConflict((oc) => oc.columns(['tag_id', 'goods_id']).doNothing())
    .execute();
}

/** The tag side: the tag holds exactly `goodsIds` (already checked to be the shop's own). */
export async function replaceTagGoods(
  trx: Executor,
  tagId: number,
  goodsIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('goods_tag_links').where('tag_id', '=', tagId).execute();
  await link(
    trx,
    goodsIds.map((goodsId) => ({ tag_id: tagId, goods_id: goodsId })),
  );
}
