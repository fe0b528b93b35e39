import { shanghaiDayStart } from '@rxdesk/contract/common/date-format';
import type { Db } from '../platform/db/database.ts';
import { PromotionSkusRepository } from '../modules/promotions/promotion-skus.repository.ts';
import { seedAssembleTeams } from './seed-assemble-teams.ts';

const DAY = 86_400;

/** The demo shop's running assemble (拼团: three people within 24 hours, two units an order), on
 * two SKUs of its own stock that no other demo activity uses, written in the rows' fixed format
 * (RULES-FORMAT.md) through the promotion-SKU repository. Runs after the other activities.
 * `teams`: also a formed and a forming team with their orders (the demo; the test suites' seed
 * has none, so no sweep ever cancels a seeded order under a test's advanced clock). */
export async function seedAssemble(trx: Db, shopId: number, now: number, teams: boolean): Promise<void> {
  const skus = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.price'])
    .where('s.shop_id', '=', shopId)
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.is_prescription', '=', 0)
    .where('g.recycled_at', 'is', null)
    .where('g.supplier_id', 'is', null)
    .where('s.stock', '>=', 20)
    .where('s.price', '>=', 1000)
    // One SKU per goods item, so the demo order's line names it unambiguously.
    .where((eb) =>
      eb(
        eb
          .selectFrom('goods_skus as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.goods_id', '=', 'g.id'),
        '=',
        1,
      ),
    )
    .where(
      'g.id',
      'not in',
      trx.selectFrom('restricted_goods').select('goods_id').where('shop_id', '=', shopId),
    )
    .where('s.id', 'not in', trx.selectFrom('promotion_skus').select('sku_id').where('shop_id', '=', shopId))
    .orderBy('s.price', 'desc')
    .orderBy('s.id')
    .limit(2)
    .execute();
  if (skus.length < 2) return;
  const day = shanghaiDayStart(now);
  const start = day - DAY;
  const end = day + 13 * DAY;
  const { id } = await trx
    .insertInto('promotions')
    .values({
      shop_id: shopId,
      kind: 'ASSEMBLE',
      title: '三人成团·家庭常备',
      start_at: start,
      end_at: end,
      scope: 'SKUS',
      rules: JSON.stringify({ team_size: 3, time_limit: 1440, limit_num: 2 }),
      closed_at: null,
      closed_by: null,
      created_by: null,
      created_at: now - DAY,
      updated_at: now - DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // 30% off each SKU, rounded down to the jiao.
  const priceOf = (fen: number) => Math.floor((fen * 0.7) / 10) * 10;
  await new PromotionSkusRepository(trx).replaceInTrx(
    trx,
    { id, shopId, kind: 'ASSEMBLE', start, end },
    skus.map((s) => ({
      goodsId: s.goods_id,
      skuId: s.id,
      price: priceOf(s.price),
      quantity: 0,
      limitNum: 2,
    })),
  );
  const first = skus[0]!;
  if (teams)
    await seedAssembleTeams(trx, {
      shopId,
      now,
      promotionId: id,
      title: '三人成团·家庭常备',
      skuId: first.id,
      price: priceOf(first.price),
    });
}
