import type {
  AfterSaleStatus,
  RefundMethod,
  ServiceReason,
  ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import type { ComplaintStatus } from '@rxdesk/contract/after-sale/complaints';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { SeedConsignee } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

/**
 * After-sale demo data of 演示大药房 (README "After-sale"): orders whose cases, refunds and
 * complaints stand in different states, so the 售后服务 / 退款单 / 投诉 screens and the top-bar
 * counter have something to show. People and parcels are invented.
 *
 * Seeded refunds never go to a payment provider by themselves (no retry is scheduled), so
 * configuring a real provider on a demo database sends nothing behind anyone's back.
 */
export type DemoBuyer = SeedConsignee;

export interface DemoCase {
  type: ServiceType;
  reason: ServiceReason;
  description: string;
  /** The case's steps after apply, in order; the last one's state is where it stands. */
  path: AfterSaleStatus[];
  /** Share of the line's refundable amount asked and approved (refund types). */
  share?: number;
  refund?: { method: RefundMethod; status: 'SUCCESS' | 'FAILED'; note: string; error?: string };
  refuse_reason?: string;
}

export interface DemoAfterSaleOrder {
  buyer: DemoBuyer;
  items: { goods_code: string; num: number }[];
  /** The order's status before any case (PAID_OFF: not shipped yet). */
  status: OrderStatus;
  hoursAgo: number;
  case?: DemoCase;
  complaint?: { subject: string; content: string; status: ComplaintStatus; hoursAgo: number; reply?: string };
  /** A paid order cancelled at the buyer's request, its refund still to be paid. */
  cancelled?: { reason: string };
}

const buyers: DemoBuyer[] = [
  {
    name: '周雅琴',
    mobile: '13916520871',
    region_ids: SEED_TOWNS.pudongWeifang,
    address: '张杨路 500 号 12 楼 1203 室',
  },
  {
    name: '陈志远',
    mobile: '13764038215',
    region_ids: SEED_TOWNS.xuhuiXujiahui,
    address: '漕溪北路 398 号 2 号楼 501',
  },
  {
    name: '林晓燕',
    mobile: '18621730946',
    region_ids: SEED_TOWNS.minhangQibao,
    address: '七莘路 3009 弄 18 号 602',
  },
  {
    name: '王建国',
    mobile: '13501827364',
    region_ids: SEED_TOWNS.jinganDaning,
    address: '共和新路 1999 号 5 楼',
  },
  {
    name: '赵敏',
    mobile: '15821096437',
    region_ids: SEED_TOWNS.yangpuWujiaochang,
    address: '国权路 525 号 3 号楼 201',
  },
];
const b = (i: number) => buyers[i % buyers.length] as DemoBuyer;

export const DEMO_AFTER_SALE_ORDERS: DemoAfterSaleOrder[] = [
  {
    buyer: b(0),
    items: [
      { goods_code: 'OTC01008', num: 2 },
      { goods_code: 'OTC01104', num: 1 },
    ],
    status: 'COMPLETE',
    hoursAgo: 50,
    case: {
      type: 'RETURN_GOODS',
      reason: 'DAMAGED',
      description: '藿香正气口服液有一支漏液，外盒潮湿',
      path: [],
      share: 1,
    },
  },
  {
    buyer: b(1),
    items: [{ goods_code: 'OTC01101', num: 2 }],
    status: 'PAID_OFF',
    hoursAgo: 1,
    case: {
      type: 'REFUND_ONLY',
      reason: 'NO_LONGER_NEEDED',
      description: '多拍了一盒，请退一盒的钱',
      path: [],
      share: 0.5,
    },
  },
  {
    buyer: b(2),
    items: [{ goods_code: 'OTC01003', num: 3 }],
    status: 'SHIPPED',
    hoursAgo: 74,
    case: {
      type: 'RETURN_GOODS',
      reason: 'NEAR_EXPIRY',
      description: '收到的板蓝根离有效期只剩两个月',
      path: ['PASS', 'SHIPPED_BACK'],
      share: 1,
    },
  },
  {
    buyer: b(3),
    items: [{ goods_code: 'OTC01009', num: 1 }],
    status: 'COMPLETE',
    hoursAgo: 96,
    case: {
      type: 'CHANGE_GOODS',
      reason: 'WRONG_GOODS',
      description: '下单的是口服液，收到的是藿香正气水',
      path: ['PASS'],
    },
  },
  {
    buyer: b(4),
    items: [
      { goods_code: 'OTC01102', num: 1 },
      { goods_code: 'OTC01105', num: 2 },
    ],
    status: 'COMPLETE',
    hoursAgo: 150,
    case: {
      type: 'RETURN_GOODS',
      reason: 'QUALITY',
      description: '药片有裂纹',
      path: ['PASS', 'SHIPPED_BACK', 'STOCK_IN', 'REFUNDING', 'COMPLETED'],
      share: 1,
      refund: { method: 'ORIGINAL', status: 'SUCCESS', note: '' },
    },
    complaint: {
      subject: '退款太慢',
      content: '退货寄回三天了还没退款',
      status: 'CLOSED',
      hoursAgo: 100,
      reply: '您好，已为您原路退款，预计 1-3 个工作日到账',
    },
  },
  {
    buyer: b(0),
    items: [{ goods_code: 'OTC01106', num: 1 }],
    status: 'COMPLETE',
    hoursAgo: 120,
    case: {
      type: 'REFUND_ONLY',
      reason: 'MISSING_PARTS',
      description: '少了 2 袋',
      path: ['PASS', 'REFUNDING', 'COMPLETED'],
      share: 0.2,
      refund: { method: 'OFFLINE', status: 'SUCCESS', note: '门店现金退还 5.96 元，买家已签字' },
    },
  },
  {
    buyer: b(1),
    items: [{ goods_code: 'OTC01010', num: 1 }],
    status: 'COMPLETE',
    hoursAgo: 200,
    case: {
      type: 'SUPPLY_AGAIN',
      reason: 'MISSING_PARTS',
      description: '说明书缺失',
      path: ['REFUSE'],
      refuse_reason: '说明书印在外盒背面，已电话告知买家',
    },
  },
  {
    buyer: b(2),
    items: [{ goods_code: 'OTC01011', num: 1 }],
    status: 'COMPLETE',
    // The case (30 h after the order) and its two steps are over before the complaint.
    hoursAgo: 64,
    case: {
      type: 'REFUND_ONLY',
      reason: 'DELIVERY_LATE',
      description: '承诺当日达，实际第二天才送到',
      path: ['PASS', 'REFUNDING'],
      share: 0.3,
      refund: {
        method: 'ORIGINAL',
        status: 'FAILED',
        note: '',
        error: 'refund refused: NOTENOUGH 基本账户余额不足',
      },
    },
    complaint: {
      subject: '配送严重超时',
      content: '药是急用的，晚到了一整天',
      status: 'ESCALATED',
      hoursAgo: 29,
    },
  },
  {
    buyer: b(3),
    items: [{ goods_code: 'OTC01007', num: 2 }],
    status: 'PAID_OFF',
    hoursAgo: 5,
    cancelled: { reason: '地址填错了，重新下单' },
  },
  {
    buyer: b(4),
    items: [{ goods_code: 'OTC01006', num: 1 }],
    status: 'SHIPPED',
    hoursAgo: 20,
    complaint: { subject: '快递员态度差', content: '打电话让我自己下楼取件', status: 'NEW', hoursAgo: 3 },
  },
  {
    buyer: b(0),
    items: [{ goods_code: 'OTC01103', num: 1 }],
    status: 'COMPLETE',
    hoursAgo: 60,
    complaint: {
      subject: '发票一直没开',
      content: '下单时勾选了发票，至今未收到',
      status: 'NEW',
      hoursAgo: 30,
    },
  },
  {
    buyer: b(1),
    items: [{ goods_code: 'OTC01001', num: 1 }],
    status: 'COMPLETE',
    hoursAgo: 80,
    complaint: {
      subject: '包装破损',
      content: '外箱被压扁了',
      status: 'REPLIED',
      hoursAgo: 20,
      reply: '非常抱歉，已反馈快递公司，下次加强包装',
    },
  },
];
