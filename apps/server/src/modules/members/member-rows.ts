import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import { MEMBER_ACTIONS, type MemberRow } from '@rxdesk/contract/members/members';
import { hasPermission, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { MemberRecord } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { OrdersPorts } from '../orders/orders.module.ts';
import { MEMBER_ACTION_PERMISSION, MEMBER_MACHINE, memberStatus } from './member-state-machine.ts';
import type { MembersRepository } from './members.repository.ts';

/** The list rows of a page of members: tags, points and order figures read for the whole page
 * at once (three queries, whatever the page size), mobiles masked. */
export async function memberRows(
  auth: AuthContext,
  repo: MembersRepository,
  orders: OrdersPorts['reads'],
  rows: readonly MemberRecord[],
): Promise<MemberRow[]> {
  const ids = rows.map((r) => r.id);
  const [tags, points, stats] = await Promise.all([
    repo.tagsOf(ids),
    repo.pointsOf(ids),
    orders.memberStats(auth.shopId, ids),
  ]);
  return rows.map((m) => {
    const status = memberStatus(m);
    const s = stats.get(m.id);
    return {
      member_id: m.id,
      uname: m.uname,
      real_name: m.real_name,
      mobile: maskMobile(m.mobile),
      sex: m.sex,
      face: m.face,
      source: m.source,
      status,
      disabled: m.disabled,
      remark: m.remark,
      create_time: m.created_at,
      order_count: s?.count ?? 0,
      order_amount: fenToYuan(s?.amount ?? 0),
      last_order_time: s?.last ?? null,
      points: points.get(m.id) ?? 0,
      tags: tags.filter((t) => Number(t.member_id) === m.id).map((t) => ({ tag_id: t.id, name: t.name })),
      removed_time: m.removed_at,
      removed_by: m.removed_by,
      allowed_actions: MEMBER_MACHINE.allowedActions(
        { status, disabled: m.disabled },
        undefined,
        MEMBER_ACTIONS,
      ).filter((a) => hasPermission(auth, MEMBER_ACTION_PERMISSION[a])),
    };
  });
}
