import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
const DAY = 86_400;

/* Coupons (issue 22): three of the demo shop's — 满100减10 running and issued to members, 无门槛5元
 * running, claimed by buyers with one used by an order, and a member-day coupon voided with its
 * copies. The counters (claimed, used) equal the copies written. */
export async function seedCoupons(trx: Trx, shopId: number, founderId: number, now: number): Promise<void> {
  const members = await trx
    .selectFrom('members')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('removed_at', 'is', null)
    .where('disabled', '=', 0)
    .orderBy('id')
    .limit(12)
    .execute();
  const ids = members.map((m) => Number(m.id));
  const coupon = async (c: {
    title: string;
    face: number;
    threshold: number;
    total: number;
    perMember: number;
    days: number;
    start: number;
    end: number;
    voided?: string;
  }) => {
    const r = await trx
      .insertInto('coupons')
      .values({
        shop_id: shopId,
        title: c.title,
        face_value: c.face,
        threshold: c.threshold,
        total: c.total,
        per_member: c.perMember,
        validity_type: c.days > 0 ? 'DAYS' : 'FIXED',
        valid_days: c.days,
        start_at: c.start,
        end_at: c.end,
        scope: 'ALL',
        voided_at: c.voided ? now - DAY : null,
        void_reason: c.voided ?? '',
        voided_by: c.voided ? founderId : null,
        created_by: founderId,
        created_at: c.start - DAY,
        updated_at: now - DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  };
  const copies = async (
    couponId: number,
    rows: {
      member: number;
      at: number;
      until: number;
      source: 'CLAIM' | 'ISSUE';
      state?: string;
      sn?: string;
    }[],
  ) => {
    if (rows.length === 0) return;
    await trx
      .insertInto('member_coupons')
      .values(
        rows.map((r) => ({
          shop_id: shopId,
          coupon_id: couponId,
          member_id: r.member,
          state: r.state ?? 'UNUSED',
          valid_from: r.at,
          valid_until: r.until,
          source: r.source,
          order_sn: r.sn ?? '',
          used_at: r.sn ? r.at + DAY : null,
          voided_at: r.state === 'VOID' ? now - DAY : null,
          void_reason: r.state === 'VOID' ? '活动调整' : '',
          created_at: r.at,
        })),
      )
      .execute();
    const used = rows.filter((r) => r.state === 'USED').length;
    await trx.updateTable('coupons').set({ claimed: rows.length, used }).where('id', '=', couponId).execute();
  };

  const start = now - 10 * DAY;
  const end = now + 20 * DAY;
  const full = await coupon({
    title: '满100减10',
    face: 1000,
    threshold: 10000,
    total: 500,
    perMember: 2,
    days: 0,
    start,
    end,
  });
  await copies(
    full,
    ids.slice(0, 4).map((member, i) => ({ member, at: now - (8 - i) * DAY, until: end, source: 'ISSUE' })),
  );

  const free = await coupon({
    title: '无门槛5元',
    face: 500,
    threshold: 0,
    total: 200,
    perMember: 1,
    days: 7,
    start,
    end,
  });
  const buyer = ids[4];
  const order = buyer
    ? await trx
        .selectFrom('orders')
        .select('sn')
        .where('shop_id', '=', shopId)
        .where('member_id', '=', buyer)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  await copies(
    free,
    ids.slice(4, 10).map((member, i) => {
      const at = now - (6 - i) * DAY;
      const isUsed = i === 0 && order !== undefined;
      return {
        member,
        at,
        until: at + 7 * DAY,
        source: 'CLAIM',
        ...(isUsed ? { state: 'USED', sn: order.sn } : {}),
      };
    }),
  );

  const voided = await coupon({
    title: '会员日满200减30',
    face: 3000,
    threshold: 20000,
    total: 100,
    perMember: 1,
    days: 0,
    start,
    end,
    voided: '活动调整',
  });
  await copies(
    voided,
    ids
      .slice(0, 2)
      .map((member) => ({ member, at: now - 9 * DAY, until: end, source: 'ISSUE', state: 'VOID' })),
  );
}
