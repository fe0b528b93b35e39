import type { MemberListQuery } from '@rxdesk/contract/members/members';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { hasPermission, type AuthContext } from '../../platform/auth/auth-context.ts';
import { streamSheet, type SheetColumn } from '../../platform/xlsx/xlsx-stream.ts';
import type { OrdersPorts } from '../orders/orders.module.ts';
import { memberRows } from './member-rows.ts';
import type { MembersRepository } from './members.repository.ts';

const BATCH = 200;
const SOURCE: Record<string, string> = { ORDER: '下单', REGISTER: '注册', IMPORT: '导入' };
const STATUS: Record<string, string> = { ACTIVE: '正常', DISABLED: '已禁用', REMOVED: '已删除' };

const COLUMNS: SheetColumn[] = [
  { header: '会员编号', key: 'id', width: 10 },
  { header: '用户名', key: 'uname', width: 18 },
  { header: '真实姓名', key: 'real_name', width: 12 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '性别', key: 'sex', width: 6 },
  { header: '来源', key: 'source', width: 8 },
  { header: '状态', key: 'status', width: 8 },
  { header: '注册时间', key: 'created', width: 18 },
  { header: '订单数', key: 'orders', width: 8 },
  { header: '订单金额（元）', key: 'amount', width: 12 },
  { header: '最近下单', key: 'last', width: 18 },
  { header: '积分', key: 'points', width: 8 },
  { header: '标签', key: 'tags', width: 20 },
  { header: '备注', key: 'remark', width: 30 },
];

const shanghai = (t: number | null) =>
  t === null ? '' : new Date((t + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');

/** The member list as a streamed XLSX following its filters. Mobiles are masked unless the
 * caller may see them (founder or `member-mobile`); an unmasked export is an unmasked view and
 * is written to the operation log. */
export class MembersExportService {
  constructor(
    private readonly repo: MembersRepository,
    private readonly orders: OrdersPorts['reads'],
    private readonly log: OperationLog,
  ) {}

  async export(auth: AuthContext, q: MemberListQuery) {
    const total = await this.repo.count(auth.shopId, q);
    const full = hasPermission(auth, 'member-mobile');
    if (full)
      await this.log.write({
        auth,
        action: 'member.mobile.export',
        target: '',
        detail: { rows: total, filters: q },
      });
    const file = streamSheet('会员', COLUMNS, async (write) => {
      let before: number | null = null;
      for (let sent = 0; sent < total;) {
        const batch = await this.repo.exportBatch(auth.shopId, q, before, Math.min(BATCH, total - sent));
        if (batch.length === 0) return;
        const rows = await memberRows(auth, this.repo, this.orders, batch);
        const lines = rows.map((r, i) => [
          r.member_id,
          r.uname,
          r.real_name,
          full ? batch[i]!.mobile : maskMobile(batch[i]!.mobile),
          r.sex === 1 ? '男' : '女',
          SOURCE[r.source] ?? r.source,
          STATUS[r.status],
          shanghai(r.create_time),
          r.order_count,
          r.order_amount,
          shanghai(r.last_order_time),
          r.points,
          r.tags.map((t) => t.name).join('、'),
          r.remark,
        ]);
        if (!(await write(lines))) return;
        sent += batch.length;
        before = batch[batch.length - 1]!.id;
      }
    });
    return { total, file };
  }
}
