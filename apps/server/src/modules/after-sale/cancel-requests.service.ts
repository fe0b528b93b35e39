import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { OrderChangesPort, OrderReadPort } from '../orders/orders.module.ts';
import type { AfterSaleNotices } from './after-sale-notices.ts';

/** The buyer's request to cancel an order before it ships (open API, notice 16), and the seller's
 * refusal. Approving is the orders module's auth-cancel (stock back, refund record). */
export class CancelRequests {
  constructor(
    private readonly orderRepo: OrderReadPort,
    private readonly orders: OrderChangesPort,
    private readonly notices: AfterSaleNotices,
  ) {}

  async request(shopId: number, sn: string, reason: string) {
    const order = await this.orderRepo.findBySn(shopId, sn);
    if (!order) throw notFound();
    const updated = await this.orders.apply({ auth: null, name: '买家' }, order, {
      action: 'cancelRequest',
      message: `买家申请取消订单：${reason}`,
      patch: { cancel_requested: 1, cancel_reason: reason },
    });
    await this.notices.cancelRequested(shopId, sn);
    return {
      order_sn: updated.sn,
      status: this.orderRepo.summary(updated).status,
      cancel_requested: updated.cancel_requested,
    };
  }

  async refuse(auth: AuthContext, sn: string, reason: string) {
    const order = await this.orders.load(auth.shopId, sn);
    const updated = await this.orders.apply({ auth, name: auth.username }, order, {
      action: 'refuseCancel',
      message: `拒绝买家的取消申请：${reason}`,
      patch: { cancel_requested: 0 },
      detail: { reason },
    });
    return this.orderRepo.summary(updated);
  }
}
