import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import {
  DeliveryCallbackIgnored,
  DeliveryError,
  DeliverySignatureError,
  type DeliveryCallback,
  type DeliveryCallbackRequest,
  type DeliveryPartner,
} from '../../platform/adapters/delivery/delivery-partner.ts';
import type { Order } from '../../platform/db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { toSummary } from './order-mappers.ts';
import type { OrderChanges } from './order-actions.service.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import type { OrdersRepository } from './orders.repository.ts';
import { yuanText } from '../../platform/money.ts';
import type { CallLeases } from '../../platform/state/call-lease.ts';
import { retryOnConflict } from '../../platform/state/retry-on-conflict.ts';

export type PartnerKind = 'SF' | 'MEITUAN';
const PARTNER_NAMES: Record<PartnerKind, string> = { SF: '顺丰同城 SF Express', MEITUAN: '美团配送 Meituan' };
const CAN_CALL = ['NONE', 'CANCELLED', 'ABNORMAL'];
const RIDER_ACTIVE = ['WAITING', 'ACCEPTED', 'ARRIVED_SHOP'];

/** A call to a delivery partner; its refusal reaches the seller as a conflict naming the partner
 * and its reason, anything else (a bug, the network) goes on as it is. */
async function callPartner<T>(kind: PartnerKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof DeliveryError)
      throw new AppError('CONFLICT', 'error.delivery.failed', {
        partner: PARTNER_NAMES[kind],
        reason: e.message,
      });
    throw e;
  }
}

/** Same-city delivery through SF Express or Meituan: call a rider, cancel, and take the partners'
 * signed status callbacks. The partner is called outside the database transaction; if the order
 * changed meanwhile, the partner order is cancelled again so nothing is left dangling. */
export class OrderDelivery {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly partners: { SF: DeliveryPartner | null; MEITUAN: DeliveryPartner | null },
    private readonly notifier: LiveNotifier,
    private readonly clock: Clock,
    /** One partner call per order at a time: a double click must not order two riders. */
    private readonly leases: CallLeases,
  ) {}

  private partner(kind: PartnerKind): DeliveryPartner {
    const p = this.partners[kind];
    if (!p) throw new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: PARTNER_NAMES[kind] });
    return p;
  }

  async dispatch(auth: AuthContext, sn: string, kind: PartnerKind) {
    const partner = this.partner(kind);
    return this.leases.hold(auth.shopId, 'delivery', sn, () => this.dispatchHeld(auth, sn, kind, partner));
  }

  private async dispatchHeld(auth: AuthContext, sn: string, kind: PartnerKind, partner: DeliveryPartner) {
    // Read under the lease: a call that ended a moment ago has changed the order.
    const order = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(order, 'dispatching');
    const [items, shop] = await Promise.all([this.repo.items(order.id), this.repo.shop(auth.shopId)]);
    const created = await callPartner(kind, () =>
      partner.createOrder({
        sn: order.sn,
        shop: {
          name: shop.shop_name,
          phone: shop.contact_phone,
          address: shop.address,
          lat: shop.lat,
          lng: shop.lng,
        },
        receiver: {
          name: order.consignee_name,
          phone: order.consignee_mobile,
          address: `${order.region_names} ${order.address}`.trim(),
          lat: order.lat,
          lng: order.lng,
        },
        goods: items.map((i) => ({ name: i.goods_name, num: i.num, price_fen: i.price })),
        total_fen: order.order_price,
        weight_g: Math.max(100, order.goods_num * 150),
        remark: [order.remark, order.courier_message].filter(Boolean).join('；'),
        created_at: order.created_at,
      }),
    );
    try {
      const updated = await this.changes.apply({ auth, name: auth.username }, order, {
        action: 'dispatching',
        message: `呼叫骑手：${PARTNER_NAMES[kind]}，配送费 ¥${yuanText(created.fee_fen)}`,
        patch: {
          delivery_partner: kind,
          delivery_status: 'WAITING',
          delivery_order_id: created.partner_order_id,
          delivery_fee: created.fee_fen,
          rider_name: '',
          rider_phone: '',
        },
        deliveryStatus: CAN_CALL,
        detail: { partner: kind, partner_order_id: created.partner_order_id },
      });
      return toSummary(updated);
    } catch (e) {
      await partner
        .cancelOrder(order.sn, created.partner_order_id, 'order changed before the rider was confirmed')
        .catch(() => undefined);
      throw e;
    }
  }

  async cancel(auth: AuthContext, sn: string) {
    return this.leases.hold(auth.shopId, 'delivery', sn, () => this.cancelHeld(auth, sn));
  }

  private async cancelHeld(auth: AuthContext, sn: string) {
    const order = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(order, 'cancelDelivery');
    const kind = order.delivery_partner as PartnerKind;
    if (kind === 'SF' || kind === 'MEITUAN') {
      const partner = this.partner(kind);
      await callPartner(kind, () => partner.cancelOrder(order.sn, order.delivery_order_id, '商家取消配送'));
    }
    const updated = await this.changes.apply({ auth, name: auth.username }, order, {
      action: 'cancelDelivery',
      message: '取消骑手配送',
      patch: { delivery_status: 'CANCELLED' },
      deliveryStatus: RIDER_ACTIVE,
    });
    return toSummary(updated);
  }

  /** A partner's status callback. Signature first; then the order must be the one this partner
   * delivers. Repeated or stale notices change nothing and are still acknowledged. */
  async callback(
    kind: PartnerKind,
    req: DeliveryCallbackRequest,
  ): Promise<{ contentType: string; body: string }> {
    const partner = this.partner(kind);
    let cb;
    try {
      cb = partner.parseCallback(req);
    } catch (e) {
      if (e instanceof DeliveryCallbackIgnored) return partner.callbackAck();
      if (e instanceof DeliverySignatureError)
        throw new AppError('UNAUTHENTICATED', 'error.delivery.signature');
      throw e;
    }
    await retryOnConflict(() => this.applyCallback(kind, cb));
    return partner.callbackAck();
  }

  /** One status notice, decided on the order as it is now. */
  private async applyCallback(kind: PartnerKind, cb: DeliveryCallback) {
    const order = await this.repo.findBySnAnyShop(cb.sn);
    if (!order || order.delivery_partner !== kind || order.delivery_order_id !== cb.partner_order_id)
      throw notFound();
    const actor = { auth: null, name: PARTNER_NAMES[kind] };
    const rider = cb.rider ? { rider_name: cb.rider.name, rider_phone: cb.rider.phone } : {};
    if (
      cb.status === 'PICKED_UP' &&
      order.status !== 'SHIPPED' &&
      RIDER_ACTIVE.includes(order.delivery_status)
    ) {
      await this.changes.apply(actor, order, {
        action: 'riderPickedUp',
        message: `骑手已取货${cb.rider ? `：${cb.rider.name} ${cb.rider.phone}` : ''}`,
        patch: { delivery_status: 'PICKED_UP', ...rider },
      });
    } else if (cb.status === 'DELIVERED' && order.status === 'SHIPPED') {
      await this.changes.apply(actor, order, {
        action: 'riderDelivered',
        message: '骑手已送达',
        patch: { delivery_status: 'DELIVERED' },
      });
    } else if (
      (cb.status === 'ACCEPTED' || cb.status === 'ARRIVED_SHOP') &&
      RIDER_ACTIVE.includes(order.delivery_status) &&
      order.delivery_status !== cb.status
    ) {
      await this.noteRider(
        order,
        cb.status,
        cb.status === 'ACCEPTED'
          ? `骑手已接单${cb.rider ? `：${cb.rider.name} ${cb.rider.phone}` : ''}`
          : '骑手已到店',
        rider,
      );
      if (cb.status === 'ACCEPTED')
        await this.notifier.warn(order.shop_id, 'shoutRiderWarn', {
          order_sn: order.sn,
          rider_name: cb.rider?.name ?? '',
          rider_phone: cb.rider?.phone ?? '',
        });
    } else if (
      (cb.status === 'CANCELLED' || cb.status === 'ABNORMAL') &&
      order.delivery_status !== cb.status &&
      order.delivery_status !== 'DELIVERED'
    ) {
      await this.noteRider(
        order,
        cb.status,
        `配送${cb.status === 'CANCELLED' ? '被取消' : '异常'}：${cb.reason ?? ''}`,
        {},
      );
      await this.notifier.warn(order.shop_id, 'distributionUnusualWarn', {
        order_sn: order.sn,
        reason: cb.reason ?? '',
      });
    }
  }

  /** Rider progress that does not move the order's status: a conditional update on the rider
   * state seen, plus the order log line. */
  private async noteRider(
    order: Order,
    deliveryStatus: string,
    message: string,
    rider: { rider_name?: string; rider_phone?: string },
  ) {
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      const won = await this.repo.transition(
        trx,
        order.id,
        { status: order.status },
        { delivery_status: deliveryStatus, ...rider, updated_at: now },
        { deliveryStatus: [order.delivery_status] },
      );
      if (won)
        await this.repo.addLog(
          trx,
          order.id,
          'rider',
          `delivery.${deliveryStatus.toLowerCase()}`,
          message,
          now,
        );
    });
  }
}
