import type { Kysely } from 'kysely';
import { BUILTIN_TAG_NAMES, TAG_MARKS } from '@rxdesk/contract/goods/tags';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;

/**
 * The demo's shop groups, tags and suppliers (issue 20). Groups file the goods of some platform
 * categories (named below) so every group shows a goods count; one group stays empty so deleting
 * one can be tried. Each built-in tag carries a few goods, plus one tag of the shop's own.
 */
const DEMO_GROUPS: { name: string; children: { name: string; categories: string[] }[] }[] = [
  {
    name: '感冒发烧',
    children: [
      { name: '感冒药', categories: ['感冒药'] },
      { name: '退烧止痛', categories: ['退热镇痛'] },
      { name: '儿童感冒', categories: ['儿童感冒退热'] },
    ],
  },
  {
    name: '肠胃用药',
    children: [
      { name: '胃药', categories: ['胃药'] },
      { name: '肠道用药', categories: ['肠道用药', '儿童消化'] },
    ],
  },
  {
    name: '维生素保健',
    children: [
      { name: '维生素钙片', categories: ['维生素', '钙铁锌'] },
      { name: '营养保健', categories: ['营养补充', '增强免疫'] },
    ],
  },
  { name: '新品上架', children: [] },
];

/** Tag → the platform categories whose first goods it carries, and how many. */
const DEMO_TAGS: { mark: string; name: string; categories: string[]; take: number }[] = [
  { mark: 'hot', name: BUILTIN_TAG_NAMES.hot, categories: ['感冒药', '退热镇痛'], take: 6 },
  { mark: 'new', name: BUILTIN_TAG_NAMES.new, categories: ['营养补充', '增强免疫'], take: 4 },
  { mark: 'recommend', name: BUILTIN_TAG_NAMES.recommend, categories: ['维生素', '钙铁锌'], take: 5 },
  { mark: '', name: '夏季必备', categories: ['口罩', '皮炎湿疹'], take: 4 },
];

/** A remark for each demo supplier, and one more supplier whose contract is paused. */
const SUPPLIER_REMARKS = ['器械类代发，工作日 16:00 前下单当天发货', '保健食品代发，满 200 元包邮'];
const PAUSED_SUPPLIER = {
  name: '苏州康泰医药物流有限公司',
  contact_name: '钱经理',
  mobile: '13962104503',
  address: '江苏省苏州市工业园区星湖街 328 号 B 栋',
  remark: '合同到期续签中，暂停代发',
  disabled: 1,
};

async function goodsOf(trx: Trx, shopId: number, categories: string[]) {
  const rows = await trx
    .selectFrom('goods as g')
    .innerJoin('categories as c', 'c.id', 'g.category_id')
    .select('g.id')
    .where('g.shop_id', '=', shopId)
    .where('c.name', 'in', categories)
    .orderBy('g.id')
    .execute();
  return rows.map((r) => r.id);
}

export async function seedGoodsExtras(trx: Trx, shopId: number, now: number): Promise<void> {
  for (const [sort, top] of DEMO_GROUPS.entries()) {
    const { id: parentId } = await trx
      .insertInto('goods_groups')
      .values({ shop_id: shopId, parent_id: 0, name: top.name, sort, visible: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [childSort, child] of top.children.entries()) {
      const { id } = await trx
        .insertInto('goods_groups')
        .values({
          shop_id: shopId,
          parent_id: parentId,
          name: child.name,
          sort: childSort,
          visible: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const goods = await goodsOf(trx, shopId, child.categories);
      if (goods.length)
        await trx.updateTable('goods').set({ group_id: id }).where('id', 'in', goods).execute();
    }
  }
  for (const [sort, tag] of DEMO_TAGS.entries()) {
    const { id } = await trx
      .insertInto('goods_tags')
      .values({
        shop_id: shopId,
        name: tag.name,
        mark: tag.mark,
        sort: tag.mark ? sort : 10,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goods = (await goodsOf(trx, shopId, tag.categories)).slice(0, tag.take);
    if (goods.length)
      await trx
        .insertInto('goods_tag_links')
        .values(goods.map((goodsId) => ({ tag_id: id, goods_id: goodsId })))
        .execute();
  }
  const suppliers = await trx
    .selectFrom('suppliers')
    .select('id')
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
  for (const [i, s] of suppliers.entries())
    await trx
      .updateTable('suppliers')
      .set({ remark: SUPPLIER_REMARKS[i] ?? '' })
      .where('id', '=', s.id)
      .execute();
  await trx
    .insertInto('suppliers')
    .values({ shop_id: shopId, ...PAUSED_SUPPLIER, created_at: now, updated_at: now })
    .execute();
}

/** A shop without demo goods data still starts with the built-in tags. */
export async function seedBuiltinTags(trx: Trx, shopId: number, now: number): Promise<void> {
  await trx
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
    .execute();
}
