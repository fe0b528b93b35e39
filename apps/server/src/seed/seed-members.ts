import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
const DAY = 86400;

/* The members area's demo data (issue 21): the buyers of the seeded orders become members as the
 * intake would have made them (source ORDER, linked to their orders), and the hand-written members
 * get registration times and sources, tags, addresses, remarks, points; a few are disabled or in
 * the recycle list. Deterministic: everything follows the member's position. */

const TAGS = ['慢病会员', '孕婴', '老年', '新客', '医保', '高血压随访'];
const REMARKS = [
  '高血压，长期服用苯磺酸氨氯地平片，每月 10 日前后复购',
  '2 型糖尿病，二甲双胍缓释片；提醒按时监测血糖',
  '孕 24 周，叶酸与钙片；禁用含碘造影剂类提醒',
  '对青霉素过敏，推荐药品时注意',
  '老人独居，子女代购，送货前先电话联系',
  '偏好到店自提，下午 3 点后方便',
  '医保卡绑定，部分慢病药可走门诊统筹',
];
const STREETS = [
  ['上海市 浦东新区 张江镇', '碧波路 690 号 3 号楼 502 室'],
  ['上海市 徐汇区 田林街道', '钦州路 100 弄 12 号 601 室'],
  ['上海市 静安区 江宁路街道', '昌平路 318 号 1102 室'],
  ['上海市 闵行区 莘庄镇', '莘建东路 58 弄 7 号 301 室'],
  ['上海市 杨浦区 五角场街道', '国权路 39 号 2 号楼 804 室'],
];

export async function seedMembers(trx: Trx, shopId: number, now: number, demo: boolean): Promise<void> {
  await linkOrderBuyers(trx, shopId);
  const members = await trx
    .selectFrom('members')
    .select(['id', 'real_name', 'mobile'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
  const tags: number[] = [];
  for (const name of demo ? TAGS : TAGS.slice(0, 3)) {
    const { id } = await trx
      .insertInto('member_tags')
      .values({ shop_id: shopId, name, created_at: now - 400 * DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    tags.push(id);
  }
  const links: { tag_id: number; member_id: number }[] = [];
  const addresses: Parameters<typeof insertAddresses>[1] = [];
  const points: Parameters<typeof insertPoints>[1] = [];
  for (const [i, m] of members.entries()) {
    // Registered over the last ~13 months, oldest first (never after their first order).
    const first = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.min('created_at').as('t'))
      .where('member_id', '=', m.id)
      .executeTakeFirst();
    const spread = now - (400 - (i % 78) * 5) * DAY - ((i * 7919) % DAY);
    const created = Math.min(spread, first?.t != null ? Number(first.t) - 3600 : spread);
    const source = i % 5 === 0 ? 'REGISTER' : i % 11 === 3 ? 'IMPORT' : 'ORDER';
    const remark = i % 4 === 1 ? REMARKS[i % REMARKS.length]! : '';
    await trx
      .updateTable('members')
      .set({ created_at: created, source, remark })
      .where('id', '=', m.id)
      .execute();
    for (const [k, tag] of tags.entries())
      if ((i + k) % (k + 3) === 0) links.push({ tag_id: tag, member_id: m.id });
    if (i % 3 !== 2) {
      const [region, street] = STREETS[i % STREETS.length]!;
      addresses.push({
        member_id: m.id,
        name: m.real_name,
        mobile: m.mobile,
        region_names: region!,
        address: street!,
        is_default: 1,
        created_at: created,
      });
    }
    if (source === 'REGISTER')
      points.push({ member_id: m.id, change: 100, reason: '注册赠送', ref: '', created_at: created });
    if (i % 6 === 1)
      points.push({
        member_id: m.id,
        change: -50,
        reason: '积分兑换：医用外科口罩 10 只',
        ref: `EX${1000 + i}`,
        created_at: created + 20 * DAY,
      });
    if (i % 7 === 2)
      points.push({
        member_id: m.id,
        change: 30,
        reason: '每日签到累计奖励',
        ref: '',
        created_at: created + 9 * DAY,
      });
  }
  // Points of the orders received or completed: 1 point per yuan.
  const paid = await trx
    .selectFrom('orders')
    .select(['member_id', 'sn', 'order_price', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('member_id', 'is not', null)
    .where('status', 'in', ['ROG', 'COMPLETE'])
    .orderBy('id')
    .execute();
  for (const o of paid)
    points.push({
      member_id: o.member_id!,
      change: Math.floor(o.order_price / 100),
      reason: '订单完成奖励',
      ref: o.sn,
      created_at: o.created_at + 3 * DAY,
    });
  if (links.length) await trx.insertInto('member_tag_links').values(links).execute();
  await insertAddresses(
    trx,
    addresses.map((a) => ({ ...a, shop_id: shopId })),
  );
  await insertPoints(
    trx,
    affordable(points).map((p) => ({ ...p, shop_id: shopId })),
  );
  // The last hand-written members: two disabled, three in the recycle list (demo shop), one removed (other shop).
  const pick = (k: number) => members[Math.max(0, Math.min(members.length - 1, k))]!.id;
  const removed = demo ? [pick(57), pick(58), pick(59)] : [pick(19)];
  const disabled = demo ? [pick(50), pick(53)] : [];
  if (disabled.length)
    await trx.updateTable('members').set({ disabled: 1 }).where('id', 'in', disabled).execute();
  await trx
    .updateTable('members')
    .set({ removed_at: now - 2 * DAY, removed_by: demo ? 'admin' : 'kangning' })
    .where('id', 'in', removed)
    .execute();
}

/** The seeded orders' buyers, as the intake would have found or made them by mobile. */
async function linkOrderBuyers(trx: Trx, shopId: number) {
  const buyers = await trx
    .selectFrom('orders')
    .select((eb) => ['consignee_mobile', eb.fn.min('consignee_name').as('name')])
    .where('shop_id', '=', shopId)
    .where('member_id', 'is', null)
    .where('consignee_mobile', '<>', '')
    .groupBy('consignee_mobile')
    .orderBy('consignee_mobile')
    .execute();
  for (const [i, b] of buyers.entries()) {
    const found = await trx
      .selectFrom('members')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('mobile', '=', b.consignee_mobile)
      .executeTakeFirst();
    const id =
      found?.id ??
      (
        await trx
          .insertInto('members')
          .values({
            shop_id: shopId,
            uname: `m${b.consignee_mobile.slice(-4)}${1000 + ((i * 7577) % 9000)}`,
            mobile: b.consignee_mobile,
            real_name: String(b.name ?? ''),
            sex: i % 2,
            face: '',
            created_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await trx
      .updateTable('orders')
      .set({ member_id: id })
      .where('shop_id', '=', shopId)
      .where('consignee_mobile', '=', b.consignee_mobile)
      .execute();
  }
}

async function insertAddresses(
  trx: Trx,
  rows: {
    shop_id?: number;
    member_id: number;
    name: string;
    mobile: string;
    region_names: string;
    address: string;
    is_default: number;
    created_at: number;
  }[],
) {
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('member_addresses')
      .values(rows.slice(i, i + 100) as ((typeof rows)[number] & { shop_id: number })[])
      .execute();
}

async function insertPoints(
  trx: Trx,
  rows: {
    shop_id?: number;
    member_id: number;
    change: number;
    reason: string;
    ref: string;
    created_at: number;
  }[],
) {
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('member_points')
      .values(rows.slice(i, i + 100) as ((typeof rows)[number] & { shop_id: number })[])
      .execute();
}

/** The ledger in time order, without a redemption the member could not afford then: a balance
 * never goes below zero, as the points mall will refuse it. */
function affordable<T extends { member_id: number; change: number; created_at: number }>(rows: T[]): T[] {
  const balance = new Map<number, number>();
  return [...rows]
    .sort((a, b) => a.created_at - b.created_at)
    .filter((row) => {
      const next = (balance.get(row.member_id) ?? 0) + row.change;
      if (next < 0) return false;
      balance.set(row.member_id, next);
      return true;
    });
}
