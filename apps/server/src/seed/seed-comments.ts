import type { Kysely } from 'kysely';
import { COMMENT_GRADES, type CommentGrade } from '@rxdesk/contract/comments/comments';
import type { Database } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { AWAITING_REVIEW_CODES, OFF_SHELF, REJECTED } from './seed-goods-catalogue.ts';
import { HIDDEN_TEXTS, REPLY_TEXTS, REVIEW_TEXTS } from './comments-data.ts';
import type { SeedImage } from './seed-comment-images.ts';
import { insertSeedOrder, seedLines, takeLineStock, type DemoStories } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

type Trx = Kysely<Database>;
const HOUR = 3600;
const DAY = 24 * HOUR;

/* Reviews (issue 21): received orders of the shop's members over the last weeks, and the reviews
 * their buyers wrote of each line — mostly good, some neutral and bad, some with photos, most bad
 * ones answered by the shop, a few hidden (advertising). Deterministic: everything follows from
 * the story's index. Each order is a story of the seed's timeline, so ids follow times. */

/** Items that leave sale in the demo (seed-goods-catalogue.ts) never appear in an order. */
const NOT_SOLD: readonly string[] = [...AWAITING_REVIEW_CODES, REJECTED.code, OFF_SHELF.code];
// Consignees other seed tests look up by name.
const TAKEN_NAMES = new Set(['孙志强', '周敏']);
const TOWNS = [
  SEED_TOWNS.pudongHuamu,
  SEED_TOWNS.xuhuiXujiahui,
  SEED_TOWNS.minhangQibao,
  SEED_TOWNS.jinganDaning,
  SEED_TOWNS.yangpuWujiaochang,
] as const;

/** Grade of review k: about 7 good, 1–2 neutral, 1–2 bad in 10. */
function gradeOf(k: number): CommentGrade {
  const r = (k * 7) % 20;
  if (r < 3) return 'BAD';
  if (r < 6) return 'NEUTRAL';
  return 'GOOD';
}

export interface CommentStoriesOptions {
  /** How many received orders to write. */
  orders: number;
  images: readonly SeedImage[];
  /** The clerk or founder who replies. */
  replier: { id: number; name: string };
  /** Some replies given in the last hours (still editable). */
  recentReplies: boolean;
}

async function sellable(trx: Trx, shopId: number) {
  const restricted = trx.selectFrom('restricted_goods').select('goods_id').where('shop_id', '=', shopId);
  const rows = await trx
    .selectFrom('goods')
    .select('goods_code')
    .where('shop_id', '=', shopId)
    .where('is_prescription', '=', 0)
    .where('stock', '>=', 40)
    .where('goods_code', 'not in', NOT_SOLD)
    .where('id', 'not in', restricted)
    .orderBy('id')
    .execute();
  // Past the first few, which tests order by code.
  return rows.slice(Math.min(10, Math.floor(rows.length / 3))).map((r) => r.goods_code);
}

/** Schedules the review stories of a shop on its timeline. */
export async function seedComments(stories: DemoStories, o: CommentStoriesOptions): Promise<void> {
  const { trx, shopId, now, timeline } = stories;
  const codes = await sellable(trx, shopId);
  const members = (
    await trx
      .selectFrom('members')
      .select(['id', 'real_name', 'uname', 'mobile'])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute()
  ).filter((m) => !TAKEN_NAMES.has(m.real_name));
  if (codes.length < 4 || members.length === 0)
    throw new Error(`comments seed: shop ${shopId} lacks goods or members`);
  let review = 0;
  for (let i = 0; i < o.orders; i++) {
    const created = now - (30 * DAY - Math.floor((i * 28 * DAY) / o.orders)) - (i % 5) * HOUR;
    const first = review;
    review += i % 2 === 0 ? 2 : 1;
    timeline.at(created, () =>
      story(stories, o, { i, created, codes, member: members[(i * 7) % members.length]!, first }),
    );
  }
}

async function story(
  { trx, shopId, now, timeline }: DemoStories,
  o: CommentStoriesOptions,
  s: {
    i: number;
    created: number;
    codes: string[];
    member: { id: number; real_name: string; mobile: string };
    first: number;
  },
) {
  const n = s.i % 2 === 0 ? 2 : 1;
  const items = Array.from({ length: n }, (_, j) => ({
    goods_code: s.codes[(s.i * 3 + j * 5) % s.codes.length]!,
    num: 1 + ((s.i + j) % 2),
  }));
  const lines = await seedLines(trx, shopId, items, 'comments');
  const shipped = s.created + 3 * HOUR;
  const received = s.created + 28 * HOUR;
  const consignee = {
    name: s.member.real_name,
    mobile: s.member.mobile,
    region_ids: TOWNS[s.i % TOWNS.length]!,
    address: `${['银杏路', '枫林路', '海棠街', '樱花路', '松柏路'][s.i % 5]} ${10 + s.i} 号`,
  };
  const {
    id: orderId,
    sn,
    orderPrice,
  } = await insertSeedOrder(
    trx,
    { shopId, created: s.created, lines, consignee },
    {
      member_id: s.member.id,
      status: 'COMPLETE',
      entry_status: 1,
      express_code: 'SF',
      express_name: '顺丰速运',
      waybill_no: `SF${String(7100000000 + shopId * 1000000 + s.i * 7919)}`,
      shipped_at: shipped,
      received_at: received,
      completed_at: received,
      updated_at: received,
    },
  );
  const repo = new OrdersRepository(trx);
  for (const l of lines)
    await trx
      .insertInto('order_items')
      .values(orderItemRow(orderId, l, '["seed"]'))
      .execute();
  await takeLineStock(trx, orderId);
  await repo.addLog(
    trx,
    orderId,
    'MINI',
    'create',
    `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
    s.created,
  );
  await repo.addLog(trx, orderId, '系统', 'setout', '订单已发货（顺丰速运）', shipped);
  await repo.addLog(trx, orderId, '买家', 'rog', '买家确认收货', received);
  await trx
    .insertInto('order_flows')
    .values(
      ['NEW', 'PAID_OFF', 'SHIPPED', 'COMPLETE'].map((status, k) => ({
        order_id: orderId,
        status,
        created_at: [s.created, s.created, shipped, received][k]!,
      })),
    )
    .execute();
  await repo.bumpCounter(trx, shopId, 'COMPLETE', 'EXPRESS', 1);

  const rows = await trx
    .selectFrom('order_items')
    .select(['id', 'goods_id', 'sku_id', 'goods_name', 'specs', 'sku_specs'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  for (const [j, line] of rows.entries()) {
    const k = s.first + j;
    // About one line in nine is never reviewed.
    if (k % 9 === 4) continue;
    const at = Math.min(received + (4 + (k % 40)) * HOUR, now - 2 * HOUR);
    await timeline.until(at);
    await review(trx, o, { k, at, now, shopId, orderId, sn, line, memberId: s.member.id });
  }
}

async function review(
  trx: Trx,
  o: CommentStoriesOptions,
  r: {
    k: number;
    at: number;
    now: number;
    shopId: number;
    orderId: number;
    sn: string;
    line: {
      id: number;
      goods_id: number;
      sku_id: number | null;
      goods_name: string;
      specs: string;
      sku_specs: string;
    };
    memberId: number;
  },
) {
  const { k } = r;
  const hidden = k % 29 === 13;
  const grade: CommentGrade = hidden ? COMMENT_GRADES[1 + (k % 2)]! : gradeOf(k);
  const pool = hidden ? HIDDEN_TEXTS : REVIEW_TEXTS[grade];
  const content = pool[k % pool.length]!;
  // Photos: most bad reviews (the damage), some good ones.
  const photoCount = hidden ? 0 : grade === 'BAD' ? 1 + (k % 4) : k % 5 === 0 ? 1 + (k % 3) : 0;
  const images = Array.from({ length: photoCount }, (_, p) => o.images[(k + p) % o.images.length]!.url);
  // The shop answers bad reviews (all but one in three of the recent ones) and some others.
  const replies = !hidden && (grade === 'BAD' ? k % 3 !== 1 : k % 4 === 0);
  const replyAt = Math.min(
    r.at + (2 + (k % 9)) * HOUR,
    r.now - (o.recentReplies && k % 8 === 0 ? 3 * HOUR : 30 * HOUR),
  );
  const replied = replies && replyAt > r.at;
  const replyPool = REPLY_TEXTS[grade];
  await trx
    .insertInto('goods_comments')
    .values({
      shop_id: r.shopId,
      order_id: r.orderId,
      order_sn: r.sn,
      order_item_id: r.line.id,
      goods_id: r.line.goods_id,
      sku_id: r.line.sku_id,
      goods_name: r.line.goods_name,
      sku_specs: r.line.sku_specs || r.line.specs,
      member_id: r.memberId,
      grade,
      content,
      images: JSON.stringify(images),
      image_count: images.length,
      anonymous: k % 6 === 5 ? 1 : 0,
      status: hidden ? 'HIDDEN' : 'SHOWN',
      reply_content: replied ? replyPool[k % replyPool.length]! : null,
      reply_time: replied ? replyAt : null,
      reply_user_id: replied ? o.replier.id : null,
      reply_name: replied ? o.replier.name : '',
      reply_updated_at: replied ? replyAt : null,
      created_at: r.at,
      updated_at: replied ? replyAt : r.at,
    })
    .execute();
}
