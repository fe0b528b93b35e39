import type { z } from 'zod';
import type { sorderShipBody } from '@rxdesk/contract/orders/drop-ship';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { invalidField } from '../../../platform/http/app-error.ts';
import type { SorderActor, SorderChanges, SupplierOrder } from './sorder-changes.service.ts';
import type { SupplierOrdersRepository } from './drop-ship.repository.ts';

const seller = (auth: AuthContext): SorderActor => ({ kind: 'shop', auth, name: auth.username, ip: auth.ip });

/** Who the open API's caller is: the shop's key relays the supplier's steps. */
export interface SupplierCaller {
  shopId: number;
  ip: string;
}

/** The actions on a sub-order, each one change through SorderChanges: the shop's (seller API)
 * and the supplier's (open API). Both return the sub-order as it is after the change. */
export class SorderActions {
  constructor(
    private readonly repo: SupplierOrdersRepository,
    private readonly changes: SorderChanges,
    private readonly clock: Clock,
  ) {}

  async remind(auth: AuthContext, ssid: string, sn: string) {
    const so = await this.changes.load(auth.shopId, ssid, sn);
    const step = so.status === 'WAIT_SUPPLIER_ACCEPT' ? '接单' : '发货';
    return this.changes.apply(seller(auth), so, {
      action: 'remind',
      message: `提醒供货商尽快${step}（第 ${so.remind_count + 1} 次）`,
      patch: { remind_count: so.remind_count + 1, reminded_at: this.clock.now() },
    });
  }

  async cancel(auth: AuthContext, ssid: string, sn: string, reason: string) {
    const so = await this.changes.load(auth.shopId, ssid, sn);
    return this.changes.apply(seller(auth), so, {
      action: 'cancel',
      message: `取消代发：${reason}`,
      patch: { cancel_reason: reason },
      orderMessage: `代发子单 ${so.ssid} 已取消：${reason}`,
      detail: { reason },
    });
  }

  async receive(auth: AuthContext, ssid: string, sn: string) {
    const so = await this.changes.load(auth.shopId, ssid, sn);
    return this.changes.apply(seller(auth), so, {
      action: 'receive',
      message: '确认代发商品已签收',
    });
  }

  async accept(caller: SupplierCaller, ssid: string) {
    const so = await this.changes.load(caller.shopId, ssid, null);
    return this.changes.apply(await this.supplierActor(so, caller), so, {
      action: 'accept',
      message: '供货商已接单',
    });
  }

  async reject(caller: SupplierCaller, ssid: string, reason: string) {
    const so = await this.changes.load(caller.shopId, ssid, null);
    return this.changes.apply(await this.supplierActor(so, caller), so, {
      action: 'reject',
      message: `供货商拒单：${reason}`,
      patch: { reject_reason: reason },
      orderMessage: `代发子单 ${so.ssid} 被供货商拒单：${reason}，请安排自行发货`,
      detail: { reason },
    });
  }

  /** Ships with a known express company and a waybill, which the shop's pages then show. */
  async ship(caller: SupplierCaller, ssid: string, body: z.infer<typeof sorderShipBody>) {
    const so = await this.changes.load(caller.shopId, ssid, null);
    await this.changes.decideOrRefuse(so, 'ship', 'supplier');
    const express = await this.repo.findExpress(body.express_code);
    if (!express) throw invalidField('express_code', 'error.order.expressUnknown');
    return this.changes.apply(await this.supplierActor(so, caller), so, {
      action: 'ship',
      message: `供货商已发货：${express.name} ${body.waybill_no}`,
      patch: { express_code: express.code, express_name: express.name, waybill_no: body.waybill_no },
      orderMessage: `代发子单 ${so.ssid} 已由供货商发货：${express.name} ${body.waybill_no}`,
      detail: { express_code: express.code, waybill_no: body.waybill_no },
    });
  }

  private async supplierActor(so: SupplierOrder, caller: SupplierCaller): Promise<SorderActor> {
    const supplier = await this.repo.supplier(caller.shopId, so.supplier_id);
    return {
      kind: 'supplier',
      auth: null,
      name: `供货商:${supplier?.name ?? so.supplier_id}`.slice(0, 64),
      ip: caller.ip,
    };
  }
}
