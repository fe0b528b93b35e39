import type { Page } from '@rxdesk/contract/common/paging';
import {
  SORDER_STATUSES,
  type SorderCounts,
  type SorderListQuery,
  type SorderSummary,
} from '@rxdesk/contract/orders/drop-ship';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { sorderFacts, type SorderChanges, type SupplierOrder } from './sorder-changes.service.ts';
import { toOpenSorder, toSorderDetail, toSorderSummary } from './sorder-mappers.ts';
import type { SupplierOrdersRepository } from './drop-ship.repository.ts';

/** Reading sub-orders: the list, its counts, one sub-order, the shop's suppliers, and the
 * supplier's view through the open API. */
export class SupplierOrdersService {
  constructor(
    private readonly repo: SupplierOrdersRepository,
    private readonly changes: SorderChanges,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: SorderListQuery): Promise<Page<SorderSummary>> {
    const [rows, total] = await Promise.all([
      this.repo.listPage(auth.shopId, q),
      this.repo.count(auth.shopId, q),
    ]);
    const now = this.clock.now();
    return {
      data: rows.map((r) =>
        toSorderSummary(r, sorderFacts(r, { status: r.parent_status, rx_status: r.parent_rx_status }, now)),
      ),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** ALL and one count per status (absent statuses read 0). */
  async counts(auth: AuthContext): Promise<SorderCounts> {
    const out: SorderCounts = { ALL: 0 };
    for (const s of SORDER_STATUSES) out[s] = 0;
    for (const r of await this.repo.countsByStatus(auth.shopId)) {
      out[r.status] = Number(r.n);
      out.ALL = (out.ALL ?? 0) + Number(r.n);
    }
    return out;
  }

  async detail(auth: AuthContext, ssid: string, sn: string) {
    const so = await this.changes.load(auth.shopId, ssid, sn);
    const [supplier, parent, items, logs] = await Promise.all([
      this.repo.supplier(auth.shopId, so.supplier_id),
      this.repo.parentOrder(auth.shopId, so.order_id),
      this.repo.items(so.id),
      this.repo.logs(so.id),
    ]);
    if (!supplier) throw notFound();
    return toSorderDetail(so, supplier, parent, items, logs, sorderFacts(so, parent, this.clock.now()));
  }

  /** One sub-order as the list shows it (what an action answers with). */
  async summary(so: SupplierOrder): Promise<SorderSummary> {
    const [supplier, parent] = await Promise.all([
      this.repo.supplier(so.shop_id, so.supplier_id),
      this.repo.parentOrder(so.shop_id, so.order_id),
    ]);
    return toSorderSummary(
      { ...so, supplier_name: supplier?.name ?? '' },
      sorderFacts(so, parent, this.clock.now()),
    );
  }

  suppliers(auth: AuthContext) {
    return this.repo.suppliers(auth.shopId);
  }

  /** GET /api/open/sorders/{ssid}: the supplier's view, for the shop whose API key called. */
  async openView(shopId: number, ssid: string) {
    const so = await this.changes.load(shopId, ssid, null);
    const [parent, items] = await Promise.all([
      this.repo.parentOrder(shopId, so.order_id),
      this.repo.items(so.id),
    ]);
    return toOpenSorder(so, parent, items);
  }
}
