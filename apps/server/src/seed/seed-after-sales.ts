import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  REFUND_MAX_ATTEMPTS,
  REFUND_SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  type AfterSaleStatus,
} from '@rxdesk/contract/after-sale/after-sale';
import { COMPLAINT_REPLY_HOURS } from '@rxdesk/contract/after-sale/complaints';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { Database } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import {
  awaitsSeller,
  CASE_RULES,
  decideCase,
  isCaseRefusal,
  isFinal,
  type CaseAction,
  type CaseActor,
} from '../modules/after-sale/after-sale-state-machine.ts';
import { orderServiceStatus } from '../modules/after-sale/case-changes.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { StockPort } from '../modules/goods/stock-port.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { lineRefundable, paidShares } from '../modules/after-sale/refunds/refundable.ts';
import { DEMO_AFTER_SALE_ORDERS, type DemoAfterSaleOrder, type DemoCase } from './after-sale-data.ts';
import {
  insertSeedOrder,
  seedLines,
  seedPrintedReceipt,
  takeLineStock,
  type DemoStories,
} from './seed-orders.ts';
import type { SeedTimeline } from './seed-timeline.ts';

type Trx = Kysely<Database>;

const HOUR = 3600;
const ACTOR: Record<CaseAction, CaseActor> = {
  approve: 'SELLER',
  refuse: 'SELLER',
  shipBack: 'BUYER',
  stockIn: 'SELLER',
  refund: 'SELLER',
  refundDone: 'SYSTEM',
  reship: 'SELLER',
  close: 'SELLER',
};
/** The flow an order took to reach its status before any case. */
const FLOW: Record<string, OrderStatus[]> = {
  PAID_OFF: ['NEW', 'PAID_OFF'],
  SHIPPED: ['NEW', 'PAID_OFF', 'SHIPPED'],
  COMPLETE: ['NEW', 'PAID_OFF', 'SHIPPED', 'COMPLETE'],
};

/** After-sale cases, refunds and complaints in several states for one shop, inside the seed's
 * transaction. Every step a case took is checked against the case state machine and every amount
 * is computed as the application computes it, so the demo shows only what the application itself
 * could have reached. */
export async function seedAfterSales(stories: DemoStories): Promise<void> {
  for (const o of DEMO_AFTER_SALE_ORDERS)
    stories.timeline.at(stories.now - o.hoursAgo * HOUR, () => seedOrder(stories, o));
}

async function seedOrder({ trx, shopId, now, shopUser, timeline }: DemoStories, o: DemoAfterSaleOrder) {
  const created = now - o.hoursAgo * HOUR;
  const lines = await seedLines(trx, shopId, o.items, 'after-sale');
  const shippedAt = o.status === 'PAID_OFF' ? null : created + 2 * HOUR;
  const completedAt = o.status === 'COMPLETE' ? created + 26 * HOUR : null;
  const {
    id: orderId,
    sn,
    day,
    orderPrice: paid,
  } = await insertSeedOrder(
    trx,
    { shopId, created, lines, consignee: o.buyer },
    {
      status: o.status,
      // Entered into the store's account long ago, except a fresh unshipped one.
      entry_status: o.status === 'PAID_OFF' ? 0 : 1,
      express_code: shippedAt ? 'SF' : '',
      express_name: shippedAt ? '顺丰速运' : '',
      waybill_no: shippedAt ? `SF${String(randomInt(1e11, 1e12))}` : '',
      shipped_at: shippedAt,
      received_at: completedAt,
      completed_at: completedAt,
    },
  );
  const items = [];
  for (const l of lines) {
    const batches = shippedAt ? JSON.stringify([`B${day.replace(/-/g, '').slice(2)}01`]) : '[]';
    const item = await trx
      .insertInto('order_items')
      .values(orderItemRow(orderId, l, batches))
      .returning('id')
      .executeTakeFirstOrThrow();
    items.push({ ...l, id: Number(item.id) });
  }
  await takeLineStock(trx, orderId);
  const flow = [...(FLOW[o.status] ?? [])];
  const log = async (opName: string, action: string, message: string, at: number) =>
    trx
      .insertInto('order_logs')
      .values({ order_id: orderId, op_name: opName, action, message, created_at: at })
      .execute();
  await log('MINI', 'create', `下单：${lines.length} 种商品，合计 ¥${yuanText(paid)}`, created);
  await seedPrintedReceipt(trx, orderId, created, shopUser);

  let status: OrderStatus = o.status;
  if (o.case)
    status = await seedCase(trx, {
      shopId,
      orderId,
      sn,
      created,
      status: o.status,
      paid,
      items,
      c: o.case,
      buyer: o.buyer,
      shopUser,
      flow,
      log,
      timeline,
    });
  if (o.cancelled) {
    status = 'CANCELLED';
    const at = created + HOUR;
    await timeline.until(at);
    await trx
      .updateTable('orders')
      .set({
        status,
        cancel_requested: 1,
        cancel_reason: o.cancelled.reason,
        cancelled_at: at,
        entry_status: 0,
      })
      .where('id', '=', orderId)
      .execute();
    flow.push('CANCELLED');
    await log('买家', 'cancelRequest', `买家申请取消订单：${o.cancelled.reason}`, at - 600);
    await log(shopUser, 'authCancel', `同意取消订单，退款 ¥${yuanText(paid)}`, at);
    // Back into the batches the lines took, as the cancel's restock does.
    await new StockPort(trx).putBackLinesInTrx(
      trx,
      items.map((l) => ({ orderItemId: l.id, num: l.num })),
      { shopId, kind: 'CANCEL', ref: sn, now: at },
    );
    await trx
      .insertInto('refunds')
      .values({
        shop_id: shopId,
        order_id: orderId,
        refund_sn: `RF${sn}`,
        source: 'CANCEL',
        amount: paid,
        method: 'ORIGINAL',
        status: 'PENDING',
        note: o.cancelled.reason,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  if (o.complaint) {
    await timeline.until(now - o.complaint.hoursAgo * HOUR);
    await seedComplaint(trx, shopId, orderId, o, now, shopUser);
  }

  await trx
    .insertInto('order_flows')
    .values(flow.map((s, i) => ({ order_id: orderId, status: s, created_at: created + i * HOUR })))
    .execute();
  await new OrdersRepository(trx).bumpCounter(trx, shopId, status, 'EXPRESS', 1);
}

/** Replays a case's path through the state machine; returns the order's status afterwards. */
async function seedCase(
  trx: Trx,
  a: {
    shopId: number;
    orderId: number;
    sn: string;
    created: number;
    status: OrderStatus;
    paid: number;
    items: {
      id: number;
      g: { id: number; goods_code: string; goods_name: string; specs: string; price: number };
      num: number;
      subtotal: number;
    }[];
    c: DemoCase;
    buyer: { name: string; mobile: string };
    shopUser: string;
    flow: OrderStatus[];
    log: (opName: string, action: string, message: string, at: number) => Promise<unknown>;
    timeline: SeedTimeline;
  },
): Promise<OrderStatus> {
  const { c } = a;
  const applied = a.created + (a.status === 'PAID_OFF' ? 0.5 : 30) * HOUR;
  const serviceSn = `AS${unixToDateString(applied, 'yyyyMMdd')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const line = a.items[0]!;
  const shares = paidShares(a.paid, a.items);
  const refundable = lineRefundable(shares.get(line.id) ?? 0, line.num, line.num, 0);
  const refunds = REFUND_SERVICE_TYPES.includes(c.type);
  const amount = refunds ? Math.max(1, Math.floor(refundable * (c.share ?? 1))) : 0;

  const steps: { action: CaseAction; from: AfterSaleStatus; to: AfterSaleStatus; at: number }[] = [];
  let state: AfterSaleStatus = 'APPLY';
  for (const [i, to] of c.path.entries()) {
    const action = (Object.keys(CASE_RULES) as CaseAction[]).find((act) => {
      const d = decideCase({ status: state, service_type: c.type }, act, ACTOR[act]);
      return !isCaseRefusal(d) && d.to === to;
    });
    if (!action) throw new Error(`after-sale seed: no step from ${state} to ${to} for ${c.type}`);
    steps.push({ action, from: state, to, at: applied + (i + 1) * 2 * HOUR });
    state = to;
  }
  const final = isFinal(state);
  const last = steps.at(-1)?.at ?? applied;
  const approved = steps.some((s) => s.action === 'approve') && refunds ? amount : null;
  await a.timeline.until(applied);
  const caseId = Number(
    (
      await trx
        .insertInto('after_sales')
        .values({
          shop_id: a.shopId,
          order_id: a.orderId,
          service_sn: serviceSn,
          service_type: c.type,
          status: state,
          awaiting: awaitsSeller({ status: state, service_type: c.type }) ? 1 : 0,
          reason: c.reason,
          description: c.description,
          images: '[]',
          requested_amount: amount,
          approved_amount: approved,
          order_status_before: a.status,
          buyer_name: a.buyer.name,
          buyer_mobile: a.buyer.mobile,
          goods_names: line.g.goods_name,
          goods_num: line.num,
          refuse_reason: c.refuse_reason ?? '',
          ...(steps.some((s) => s.action === 'shipBack')
            ? {
                return_express_code: 'YTO',
                return_express_name: '圆通速递',
                return_waybill_no: `YT${String(randomInt(1e11, 1e12))}`,
                returned_at: applied + 4 * HOUR,
              }
            : {}),
          created_at: applied,
          updated_at: last,
          closed_at: final ? last : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  await trx
    .insertInto('after_sale_lines')
    .values({
      after_sale_id: caseId,
      order_item_id: line.id,
      goods_id: line.g.id,
      goods_code: line.g.goods_code,
      goods_name: line.g.goods_name,
      specs: line.g.specs,
      price: line.g.price,
      num: line.num,
      order_num: line.num,
      refundable,
      approved: approved ?? 0,
    })
    .execute();
  const typeLabel = SERVICE_TYPE_LABELS[c.type].zh;
  const history = [
    {
      action: 'apply',
      from_status: null,
      to_status: 'APPLY',
      actor_type: 'BUYER',
      op_name: '买家',
      message: `申请${typeLabel}：${c.description}`,
      created_at: applied,
    },
    ...steps.map((s) => ({
      action: s.action,
      from_status: s.from,
      to_status: s.to,
      actor_type: ACTOR[s.action],
      op_name: ACTOR[s.action] === 'SELLER' ? a.shopUser : ACTOR[s.action] === 'BUYER' ? '买家' : 'system',
      message: historyMessage(s.action, c, amount),
      created_at: s.at,
    })),
  ];
  await trx
    .insertInto('after_sale_history')
    .values(history.map((h) => ({ ...h, after_sale_id: caseId })))
    .execute();
  if (c.refund) {
    const refundAt = steps.find((s) => s.action === 'refund')?.at ?? last;
    const ok = c.refund.status === 'SUCCESS';
    await a.timeline.until(refundAt);
    await trx
      .insertInto('refunds')
      .values({
        shop_id: a.shopId,
        order_id: a.orderId,
        after_sale_id: caseId,
        refund_sn: `RF${serviceSn}`,
        source: 'AFTER_SALE',
        amount: approved ?? amount,
        method: c.refund.method,
        status: c.refund.status,
        note: c.refund.note,
        provider_refund_id: ok && c.refund.method === 'ORIGINAL' ? `5030${String(randomInt(1e9, 1e10))}` : '',
        // A failed demo refund has used its automatic attempts: it waits for the seller.
        attempts: c.refund.method === 'ORIGINAL' ? (ok ? 1 : REFUND_MAX_ATTEMPTS) : 0,
        last_error: c.refund.error ?? '',
        submitted_at: c.refund.method === 'ORIGINAL' ? refundAt : null,
        callback_at: ok && c.refund.method === 'ORIGINAL' ? last : null,
        refunded_at: ok ? last : null,
        created_at: refundAt,
        updated_at: last,
      })
      .execute();
    await a.log(
      a.shopUser,
      'refund',
      `售后退款 ¥${yuanText(approved ?? amount)}（${c.refund.method === 'OFFLINE' ? '线下退款' : '原路退回'}）`,
      refundAt,
    );
  }
  await a.log('买家', 'afterSaleOpen', `买家申请售后 ${serviceSn}（${typeLabel}）`, applied);
  a.flow.push('AFTER_SERVICE');
  if (final) {
    a.flow.push(a.status);
    await a.log(a.shopUser, 'afterSaleClose', `售后单 ${serviceSn} 结束，订单恢复`, last);
  }
  await trx
    .updateTable('orders')
    .set({
      status: final ? a.status : 'AFTER_SERVICE',
      status_before: final ? null : a.status,
      service_status: orderServiceStatus(state),
      updated_at: last,
    })
    .where('id', '=', a.orderId)
    .execute();
  return final ? a.status : 'AFTER_SERVICE';
}

function historyMessage(action: CaseAction, c: DemoCase, amount: number): string {
  const yuan = `¥${yuanText(amount)}`;
  switch (action) {
    case 'approve':
      return REFUND_SERVICE_TYPES.includes(c.type) ? `审核通过，同意退款 ${yuan}` : '审核通过';
    case 'refuse':
      return `审核拒绝：${c.refuse_reason ?? ''}`;
    case 'shipBack':
      return '退货寄回：圆通速递';
    case 'stockIn':
      return '退货入库';
    case 'refund':
      return `${c.refund?.method === 'OFFLINE' ? '线下退款' : '原路退回'} ${yuan}`;
    case 'refundDone':
      return '退款完成';
    case 'reship':
      return '发出商品';
    case 'close':
      return '关闭售后';
  }
}

async function seedComplaint(
  trx: Trx,
  shopId: number,
  orderId: number,
  o: DemoAfterSaleOrder,
  now: number,
  shopUser: string,
) {
  const c = o.complaint!;
  const at = now - c.hoursAgo * HOUR;
  const replied = c.reply ? at + 2 * HOUR : null;
  const { id } = await trx
    .insertInto('complaints')
    .values({
      shop_id: shopId,
      order_id: orderId,
      subject: c.subject,
      content: c.content,
      images: '[]',
      status: c.status,
      buyer_name: o.buyer.name,
      buyer_mobile: o.buyer.mobile,
      reply_deadline: at + COMPLAINT_REPLY_HOURS * HOUR,
      last_reply_at: replied,
      escalate_reason: c.status === 'ESCALATED' ? '商家超过 24 小时未回复' : '',
      escalated_at: c.status === 'ESCALATED' ? at + (COMPLAINT_REPLY_HOURS + 1) * HOUR : null,
      close_remark: c.status === 'CLOSED' ? '买家已确认收到退款' : '',
      closed_at: c.status === 'CLOSED' ? at + 5 * HOUR : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (replied)
    await trx
      .insertInto('complaint_messages')
      .values({
        complaint_id: Number(id),
        author: 'SHOP',
        op_name: shopUser,
        content: c.reply ?? '',
        images: '[]',
        created_at: replied,
      })
      .execute();
  if (c.status === 'ESCALATED')
    await trx
      .insertInto('complaint_messages')
      .values({
        complaint_id: Number(id),
        author: 'BUYER',
        op_name: '买家',
        content: '申请平台介入：商家超过 24 小时未回复',
        images: '[]',
        created_at: at + (COMPLAINT_REPLY_HOURS + 1) * HOUR,
      })
      .execute();
}
