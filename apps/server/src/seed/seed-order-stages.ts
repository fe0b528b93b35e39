import type { Updateable } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { PaymentType, ShippingType } from '@rxdesk/contract/orders/order-enums';
import type { OrderTable } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import { decide, isRefusal, type OrderAction } from '../modules/orders/order-state-machine.ts';
import { initialStatus } from '../modules/orders/order-intake-rules.ts';
import { enteringStatus } from '../modules/orders/order-timestamps.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { DEMO_STAGE_ORDERS, type DemoOrderStage, type DemoStageOrder } from './order-stages-data.ts';
import {
  insertSeedOrder,
  seedLines,
  seedPrintedReceipt,
  takeLineStock,
  type DemoStories,
} from './seed-orders.ts';

const MINUTE = 60;
const HOUR = 3600;

/** How each stage's order came in, and the steps it took since (action, minutes after the order,
 * log message, columns it set). */
const STAGES: Record<
  DemoOrderStage,
  {
    shipping: ShippingType;
    payment: PaymentType;
    paid: boolean;
    steps: {
      action: OrderAction;
      after: number;
      message: (o: DemoStageOrder) => string;
      patch?: Updateable<OrderTable>;
    }[];
  }
> = {
  awaitingPayment: { shipping: 'EXPRESS', payment: 'ONLINE', paid: false, steps: [] },
  awaitingPickUp: { shipping: 'SELF_PICK', payment: 'ONLINE', paid: true, steps: [] },
  awaitingPickUpCod: { shipping: 'SELF_PICK', payment: 'COD', paid: false, steps: [] },
  awaitingRider: { shipping: 'SAME_CITY', payment: 'ONLINE', paid: true, steps: [] },
  deliveredCod: {
    shipping: 'EXPRESS',
    payment: 'COD',
    paid: false,
    steps: [
      {
        action: 'setout',
        after: 2 * HOUR,
        message: () => '发货：中通快递 78531964027755',
        patch: { express_code: 'ZTO', express_name: '中通快递', waybill_no: '78531964027755' },
      },
      { action: 'rog', after: 26 * HOUR, message: () => '确认收货' },
    ],
  },
  cancelRequested: {
    shipping: 'EXPRESS',
    payment: 'ONLINE',
    paid: true,
    steps: [
      {
        action: 'cancelRequest',
        after: 20 * MINUTE,
        message: (o) => `买家申请取消订单：${o.cancelReason ?? ''}`,
        patch: { cancel_requested: 1 },
      },
    ],
  },
  entryFailed: {
    shipping: 'EXPRESS',
    payment: 'ONLINE',
    paid: true,
    steps: [
      {
        action: 'entryFailed',
        after: 2 * MINUTE,
        message: (o) => `入账失败：${o.entryError ?? ''}`,
        patch: { entry_status: 2 },
      },
    ],
  },
};

/** Who takes a step that is not the seller's, as the order log names them. */
const STEP_BY: Partial<Record<OrderAction, string>> = { entryFailed: 'ERP', cancelRequest: '买家' };

/** Orders at the stages the other demo stories do not reach (order-stages-data.ts), written as
 * intake writes an order and as each later step writes its change; every step is checked against
 * the order state machine. Each order is a story of the seed's timeline. */
export function seedOrderStages(stories: DemoStories) {
  for (const o of DEMO_STAGE_ORDERS) {
    const created = stories.now - o.minutesAgo * MINUTE;
    stories.timeline.at(created, () => seedStageOrder(stories, created, o));
  }
}

async function seedStageOrder(
  { trx, shopId, shopUser, timeline }: DemoStories,
  created: number,
  o: DemoStageOrder,
) {
  const stage = STAGES[o.stage];
  const lines = await seedLines(trx, shopId, o.items, 'order-stages');
  let status: OrderStatus = initialStatus(stage.payment, stage.paid);
  const {
    id: orderId,
    orderPrice,
    day,
  } = await insertSeedOrder(
    trx,
    { shopId, created, lines, consignee: o.consignee, shippingType: stage.shipping },
    {
      order_source: o.source,
      payment_type: stage.payment,
      status,
      paid: stage.paid ? 1 : 0,
      paid_at: stage.paid ? created : null,
      // Paid online in full at checkout; otherwise nothing is paid yet.
      ...(stage.paid ? {} : { paid_amount: 0 }),
      is_meituan: o.source === 'MEITUAN' ? 1 : 0,
      pickcode: o.pickcode ?? '',
      remark: o.remark ?? '',
      // Same-city riders are sent to coordinates: near the demo shop (张江路 88 号).
      ...(stage.shipping === 'SAME_CITY' ? { lat: 31.2036, lng: 121.5908 } : {}),
    },
  );
  const shipped = stage.steps.some((s) => s.action === 'setout');
  const batch = `B${day.replace(/-/g, '').slice(2)}02`;
  await trx
    .insertInto('order_items')
    .values(lines.map((l) => orderItemRow(orderId, l, shipped ? JSON.stringify([batch]) : '[]')))
    .execute();
  await takeLineStock(trx, orderId);
  const repo = new OrdersRepository(trx);
  await repo.addFlow(trx, orderId, 'NEW', created);
  if (status !== 'NEW') await repo.addFlow(trx, orderId, status, created);
  await repo.addLog(
    trx,
    orderId,
    o.source,
    'create',
    `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
    created,
  );
  if (!o.unprinted) await seedPrintedReceipt(trx, orderId, created, shopUser);

  for (const step of stage.steps) {
    const at = created + step.after;
    await timeline.until(at);
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const d = decide({ ...order, status: order.status as OrderStatus }, step.action);
    if (isRefusal(d)) throw new Error(`order-stages seed: ${step.action} refused: ${d.refused}`);
    await trx
      .updateTable('orders')
      .set({
        ...step.patch,
        ...(step.action === 'entryFailed' ? { entry_error: o.entryError ?? '', status_before: status } : {}),
        ...(step.action === 'cancelRequest' ? { cancel_reason: o.cancelReason ?? '' } : {}),
        ...(d.to !== status ? enteringStatus(d.to, order, at) : {}),
        status: d.to,
        updated_at: at,
      })
      .where('id', '=', orderId)
      .execute();
    if (d.to !== status) await repo.addFlow(trx, orderId, d.to, at);
    await repo.addLog(trx, orderId, STEP_BY[step.action] ?? shopUser, step.action, step.message(o), at);
    status = d.to;
  }
  await repo.bumpCounter(trx, shopId, status, stage.shipping, 1);
}
