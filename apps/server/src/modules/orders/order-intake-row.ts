import { randomInt } from 'node:crypto';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import type { Db } from '../../platform/db/database.ts';
import type { CheckedRegion } from '../regions/regions.module.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** What every intake (an order, a points exchange) takes from its body the same way. */
type IntakeBody = Pick<
  IntakeOrderBody,
  'order_source' | 'shipping_type' | 'payment_type' | 'is_erp' | 'consignee' | 'remark'
>;

/** The columns intakeOrderFields fills. */
type IntakeOrderFields = Record<
  | 'order_source'
  | 'shipping_type'
  | 'payment_type'
  | 'status'
  | 'pos_print_status'
  | 'consignee_name'
  | 'consignee_mobile'
  | 'region_ids'
  | 'region_names'
  | 'address'
  | 'remark'
  | 'pickcode'
  | 'serial_day',
  string
> &
  Record<
    | 'paid'
    | 'entry_status'
    | 'is_erp'
    | 'is_meituan'
    | 'order_price'
    | 'paid_amount'
    | 'lat'
    | 'lng'
    | 'serial_number'
    | 'created_at'
    | 'updated_at',
    number
  > & { paid_at: number | null };

/** The fields of a new order row that the open-API intakes fill alike: where it came from, how it
 * ships and is paid, the consignee, its pick-up code and serial, and its times. The caller adds
 * the sn, kind, member, goods and money. */
export function intakeOrderFields(
  body: IntakeBody,
  o: { status: string; orderPrice: number; region: CheckedRegion; serial: number; day: string; now: number },
): IntakeOrderFields {
  const paid = o.status === 'PAID_OFF';
  return {
    order_source: body.order_source,
    shipping_type: body.shipping_type,
    payment_type: body.payment_type,
    status: o.status,
    paid: paid ? 1 : 0,
    entry_status: 0,
    is_erp: body.is_erp,
    pos_print_status: '0',
    is_meituan: body.order_source === 'MEITUAN' ? 1 : 0,
    order_price: o.orderPrice,
    paid_amount: paid ? o.orderPrice : 0,
    consignee_name: body.consignee.name,
    consignee_mobile: body.consignee.mobile,
    region_ids: o.region.region_ids,
    region_names: o.region.region_names,
    address: body.consignee.address,
    lat: body.consignee.lat,
    lng: body.consignee.lng,
    remark: body.remark,
    pickcode: body.shipping_type === 'SELF_PICK' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
    serial_number: o.serial,
    serial_day: o.day,
    paid_at: paid ? o.now : null,
    created_at: o.now,
    updated_at: o.now,
  };
}

/** A new order's history and tab counter: the NEW step (and the status it starts in), the
 * counter of its tab, and its first order log line. */
export async function recordNewOrderInTrx(
  trx: Db,
  repo: OrdersRepository,
  o: {
    id: number;
    shopId: number;
    status: string;
    shippingType: string;
    opName: string;
    message: string;
    now: number;
  },
): Promise<void> {
  await repo.addFlow(trx, o.id, 'NEW', o.now);
  if (o.status !== 'NEW') await repo.addFlow(trx, o.id, o.status, o.now);
  await repo.bumpCounter(trx, o.shopId, o.status, o.shippingType, 1);
  await repo.addLog(trx, o.id, o.opName, 'create', o.message, o.now);
}
