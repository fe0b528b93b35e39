import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { Page } from '@rxdesk/contract/common/paging';
import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import type {
  Member,
  MemberCase,
  MemberDetail,
  MemberListQuery,
  MemberPickerQuery,
  MemberPoints,
  MemberPrescription,
  MemberRow,
} from '@rxdesk/contract/members/members';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { hasPermission, type AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { AfterSalePorts } from '../after-sale/after-sale.module.ts';
import type { OrdersPorts } from '../orders/orders.module.ts';
import type { PrescriptionPorts } from '../prescription/prescription.module.ts';
import { memberRows } from './member-rows.ts';
import type { MembersRepository } from './members.repository.ts';

type Paging = { page_no: number; page_size: number };

/** What the members area reads of other areas, through their ports. */
export interface MemberReadPorts {
  orders: OrdersPorts['reads'];
  afterSale: AfterSalePorts;
  prescriptions: PrescriptionPorts['records'];
}

const pageOf = <T>(data: T[], total: number, q: Paging): Page<T> => ({
  data,
  data_total: total,
  page_no: q.page_no,
  page_size: q.page_size,
});

const pickerMember = (m: {
  id: number;
  uname: string;
  mobile: string;
  face: string;
  sex: number;
}): Member => ({
  member_id: m.id,
  uname: m.uname,
  mobile: maskMobile(m.mobile),
  face: m.face,
  sex: m.sex,
});

/** The members' lists, detail and its tabs, the §7 picker and the full-mobile reveal. */
export class MembersService {
  constructor(
    private readonly repo: MembersRepository,
    private readonly ports: MemberReadPorts,
    private readonly log: OperationLog,
  ) {}

  /** Members not removed (`removed`: the recycle list), newest first. */
  async list(auth: AuthContext, q: MemberListQuery, removed = false): Promise<Page<MemberRow>> {
    const { rows, total } = await this.repo.page(auth.shopId, q, removed);
    return pageOf(await memberRows(auth, this.repo, this.ports.orders, rows), total, q);
  }

  /** A removed member is still shown (from the recycle list); another shop's is 404. */
  async detail(auth: AuthContext, id: number): Promise<MemberDetail> {
    const m = await this.member(auth, id);
    const [row] = await memberRows(auth, this.repo, this.ports.orders, [m]);
    const addresses = await this.repo.addresses(auth.shopId, id);
    return {
      ...row!,
      addresses: addresses.map((a) => ({
        address_id: a.id,
        name: a.name,
        mobile: maskMobile(a.mobile),
        region_names: a.region_names,
        address: a.address,
        is_default: a.is_default,
      })),
      can_view_mobile: hasPermission(auth, 'member-mobile'),
    };
  }

  async orders(auth: AuthContext, id: number, q: Paging): Promise<Page<OrderSummary>> {
    await this.member(auth, id);
    const { rows, total } = await this.ports.orders.memberOrders(auth.shopId, id, q);
    return pageOf(rows, total, q);
  }

  async afterSales(auth: AuthContext, id: number, q: Paging): Promise<Page<MemberCase>> {
    await this.member(auth, id);
    const { rows, total } = await this.ports.afterSale.memberCases(auth.shopId, id, q);
    const data = rows.map((r) => ({
      service_sn: r.service_sn,
      order_sn: r.order_sn,
      service_type: r.service_type,
      status: r.status,
      goods_names: r.goods_names,
      requested_amount: fenToYuan(r.requested_amount),
      create_time: r.created_at,
    }));
    return pageOf(data, total, q);
  }

  async prescriptions(auth: AuthContext, id: number, q: Paging): Promise<Page<MemberPrescription>> {
    await this.member(auth, id);
    const { rows, total } = await this.ports.prescriptions.memberPrescriptions(auth.shopId, id, q);
    const data = rows.map(({ created_at, ...r }) => ({ ...r, create_time: created_at }));
    return pageOf(data, total, q);
  }

  async points(auth: AuthContext, id: number, q: Paging): Promise<Page<MemberPoints>> {
    await this.member(auth, id);
    const { rows, total } = await this.repo.pointsPage(auth.shopId, id, q);
    const data = rows.map((r) => ({
      change: r.change,
      reason: r.reason,
      ref: r.ref,
      create_time: r.created_at,
    }));
    return pageOf(data, total, q);
  }

  /** The full mobile (the route asks for `member-mobile`); every view is logged. */
  async revealMobile(auth: AuthContext, id: number): Promise<{ mobile: string }> {
    const m = await this.member(auth, id);
    await this.log.write({
      auth,
      action: 'member.mobile.view',
      target: String(id),
      detail: { uname: m.uname },
    });
    return { mobile: m.mobile };
  }

  async picker(auth: AuthContext, q: MemberPickerQuery): Promise<Page<Member>> {
    const { rows, total } = await this.repo.picker(auth.shopId, q);
    return pageOf(rows.map(pickerMember), total, q);
  }

  /** The chosen members again (removed and other shops' ones left out); 404 when none is left. */
  async pickerByIds(auth: AuthContext, ids: readonly number[]): Promise<Member[]> {
    const rows = await this.repo.byIds(auth.shopId, ids);
    if (rows.length === 0) throw notFound();
    return rows.map(pickerMember);
  }

  async tags(auth: AuthContext) {
    return (await this.repo.tags(auth.shopId)).map((t) => ({ tag_id: t.id, name: t.name }));
  }

  private async member(auth: AuthContext, id: number) {
    const m = await this.repo.find(auth.shopId, id);
    if (!m) throw notFound();
    return m;
  }
}
