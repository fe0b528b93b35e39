import {
  REFUND_SERVICE_TYPES,
  SERVICE_STATUSES,
  type AfterSaleListQuery,
  type AfterSaleStatus,
  type RefundListQuery,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import type { AfterSale } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { toPendingAfterSale } from './after-sale-notices.ts';
import { toCaseDetail, toCaseRow, toHistoryEntry, toRefundRow } from './after-sale-mappers.ts';
import { isFinal } from './after-sale-state-machine.ts';
import type { AfterSalesRepository } from './after-sale.repository.ts';
import { caseRefundable } from './refunds/refundable.ts';
import type { RefundsRepository } from './refunds/refunds.repository.ts';

const PENDING_LIMIT = 500;

/** Reads for the after-sale screens: lists, detail, counters. Always one shop's rows. */
export class AfterSaleQueries {
  constructor(
    private readonly repo: AfterSalesRepository,
    private readonly refunds: RefundsRepository,
  ) {}

  async list(shopId: number, q: AfterSaleListQuery) {
    const [rows, total] = await Promise.all([
      this.repo.listPage(shopId, q),
      this.repo.countFiltered(shopId, q),
    ]);
    return {
      data: rows.map((r) => toCaseRow(r, r.order_sn, r.refund_status)),
      page_no: q.page_no,
      page_size: q.page_size,
      data_total: total,
    };
  }

  async counts(shopId: number) {
    const rows = await this.repo.countsByStatus(shopId);
    const out: Record<string, number> = Object.fromEntries(SERVICE_STATUSES.map((s) => [s, 0]));
    for (const r of rows) out[r.status] = Number(r.n);
    out.ALL = rows.reduce((n, r) => n + Number(r.n), 0);
    out.awaiting = await this.repo.countFiltered(shopId, { awaiting: 1 });
    return out;
  }

  async detail(shopId: number, sn: string) {
    const c = await this.repo.findBySn(shopId, sn);
    if (!c) throw notFound();
    return this.detailOf(c);
  }

  async detailOf(c: AfterSale) {
    const [order, lines, history, refund, refundedOnOrder] = await Promise.all([
      this.repo.order(c.shop_id, c.order_id),
      this.repo.lines(c.id),
      this.repo.history(c.id),
      this.refunds.findByCase(c.id),
      this.repo.refundedOnOrder(c.order_id),
    ]);
    // What could still be approved or paid now; 0 once the case is over or pays no money.
    const refundable =
      REFUND_SERVICE_TYPES.includes(c.service_type as ServiceType) && !isFinal(c.status as AfterSaleStatus)
        ? caseRefundable(
            lines.map((l) => l.refundable),
            order.paid_amount,
            refundedOnOrder - (refund?.amount ?? 0),
          )
        : 0;
    return toCaseDetail({ c, order, lines, history, refund: refund ?? null, refundable, refundedOnOrder });
  }

  async history(shopId: number, sn: string) {
    const c = await this.repo.findBySn(shopId, sn);
    if (!c) throw notFound();
    return (await this.repo.history(c.id)).map(toHistoryEntry);
  }

  /** The §3 pending after-sale items behind the top-bar counter, newest first. */
  async pending(shopId: number) {
    const [rows, total] = await Promise.all([
      this.repo.awaiting(shopId, PENDING_LIMIT),
      this.repo.countFiltered(shopId, { awaiting: 1 }),
    ]);
    return { data: rows.map((r) => toPendingAfterSale(r, r.order_sn)), data_total: total };
  }

  async refundList(shopId: number, q: RefundListQuery) {
    const [rows, total] = await Promise.all([
      this.refunds.listPage(shopId, q),
      this.refunds.countFiltered(shopId, q),
    ]);
    return { data: rows.map(toRefundRow), page_no: q.page_no, page_size: q.page_size, data_total: total };
  }

  async refund(shopId: number, refundSn: string) {
    const r = await this.refunds.findBySn(shopId, refundSn);
    if (!r) throw notFound();
    return toRefundRow(r);
  }
}
