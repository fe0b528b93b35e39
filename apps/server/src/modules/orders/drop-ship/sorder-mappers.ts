import type { Selectable } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type {
  OpenSorder,
  SorderDetail,
  SorderStatus,
  SorderSummary,
} from '@rxdesk/contract/orders/drop-ship';
import type {
  SupplierOrderItemTable,
  SupplierOrderLogTable,
  SupplierTable,
} from '../../../platform/db/schema.ts';
import { fenToYuan } from '../../../platform/money.ts';
import type { SupplierOrder } from './sorder-changes.service.ts';
import { allowedShopActions, type SorderFacts } from './sorder-state-machine.ts';

type Item = Selectable<SupplierOrderItemTable>;
type Log = Selectable<SupplierOrderLogTable>;

export interface ParentOrder {
  sn: string;
  status: string;
  consignee_name: string;
  consignee_mobile: string;
  region_names: string;
  address: string;
}

export function toSorderSummary(
  so: SupplierOrder & { supplier_name: string },
  facts: SorderFacts,
): SorderSummary {
  return {
    ssid: so.ssid,
    order_sn: so.order_sn,
    status: so.status as SorderStatus,
    supplier_id: so.supplier_id,
    supplier_name: so.supplier_name,
    goods_num: so.goods_num,
    goods_names: so.goods_names,
    goods_amount: fenToYuan(so.goods_amount),
    settle_amount: fenToYuan(so.settle_amount),
    express_name: so.express_name,
    waybill_no: so.waybill_no,
    remind_count: so.remind_count,
    create_time: so.created_at,
    allowed_actions: allowedShopActions(facts),
  };
}

function toItem(i: Item) {
  return {
    goods_id: i.goods_id,
    goods_code: i.goods_code,
    goods_name: i.goods_name,
    specs: i.specs,
    unit: i.unit,
    num: i.num,
    price: fenToYuan(i.price),
    supply_price: fenToYuan(i.supply_price),
    settle_subtotal: fenToYuan(i.settle_subtotal),
  };
}

export function toSorderDetail(
  so: SupplierOrder,
  supplier: Selectable<SupplierTable>,
  parent: ParentOrder,
  items: Item[],
  logs: Log[],
  facts: SorderFacts,
): SorderDetail {
  return {
    ...toSorderSummary({ ...so, supplier_name: supplier.name }, facts),
    express_code: so.express_code,
    reject_reason: so.reject_reason,
    cancel_reason: so.cancel_reason,
    reminded_at: so.reminded_at,
    accepted_at: so.accepted_at,
    shipped_at: so.shipped_at,
    received_at: so.received_at,
    cancelled_at: so.cancelled_at,
    rejected_at: so.rejected_at,
    items: items.map(toItem),
    supplier: {
      id: supplier.id,
      name: supplier.name,
      contact_name: supplier.contact_name,
      mobile: supplier.mobile,
      address: supplier.address,
    },
    order: {
      sn: parent.sn,
      status: parent.status as OrderStatus,
      consignee_name: parent.consignee_name,
      consignee_mobile: parent.consignee_mobile,
      region_names: parent.region_names,
      address: parent.address,
    },
    logs: logs.map((l) => ({
      op_name: l.op_name,
      action: l.action,
      message: l.message,
      create_time: l.created_at,
    })),
  };
}

/** What the supplier reads through the open API: no retail prices, the consignee to ship to. */
export function toOpenSorder(so: SupplierOrder, parent: ParentOrder, items: Item[]): OpenSorder {
  return {
    ssid: so.ssid,
    order_sn: so.order_sn,
    status: so.status as SorderStatus,
    settle_amount: fenToYuan(so.settle_amount),
    express_code: so.express_code,
    express_name: so.express_name,
    waybill_no: so.waybill_no,
    consignee: {
      name: parent.consignee_name,
      mobile: parent.consignee_mobile,
      region_names: parent.region_names,
      address: parent.address,
    },
    items: items.map((i) => {
      const { price: _price, ...rest } = toItem(i);
      return rest;
    }),
  };
}
