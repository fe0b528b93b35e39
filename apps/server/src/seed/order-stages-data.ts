import type { OrderSource } from '@rxdesk/contract/orders/order-enums';
import type { SeedConsignee } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

/**
 * Where a demo order stands, for the stages no other demo story reaches: with these, every action
 * of the order screens has an order of the demo shop to be tried on (README "Demo accounts").
 * - awaitingPayment: online, not paid yet (待付款) — confirm payment, change the price or address.
 * - awaitingPickUp / awaitingPickUpCod: self pick-up, paid or cash at the counter (待自提) — check
 *   the buyer's pick-up code.
 * - awaitingRider: same-city delivery (待发货) — call a rider, or deliver with the shop's staff.
 * - deliveredCod: cash on delivery, handed over (已收货) — confirm the cash.
 * - entryFailed: the store's account system refused it (入库失败) — submit it again.
 * - cancelRequested: paid, not shipped, the buyer asks to cancel (买家申请取消) — approve or refuse.
 */
export type DemoOrderStage =
  | 'awaitingPayment'
  | 'awaitingPickUp'
  | 'awaitingPickUpCod'
  | 'awaitingRider'
  | 'deliveredCod'
  | 'entryFailed'
  | 'cancelRequested';

export interface DemoStageOrder {
  stage: DemoOrderStage;
  source: OrderSource;
  consignee: SeedConsignee;
  items: { goods_code: string; num: number }[];
  /** Minutes before the seed ran. */
  minutesAgo: number;
  remark?: string;
  /** Self pick-up: the code the buyer shows at the counter (fixed, so the README can give it). */
  pickcode?: string;
  /** entryFailed: the account system's answer. */
  entryError?: string;
  /** cancelRequested: the buyer's reason. */
  cancelReason?: string;
  /** Receipt not printed yet (the order came in while the print service was away). */
  unprinted?: boolean;
}

/** The pick-up codes of the demo's two self pick-up orders (README "Demo accounts"). */
export const DEMO_PICKCODES = { paid: '246810', cod: '135790' } as const;

export const DEMO_STAGE_ORDERS: DemoStageOrder[] = [
  {
    stage: 'awaitingPayment',
    source: 'MINI',
    consignee: {
      name: '郑丽',
      mobile: '13916572201',
      region_ids: SEED_TOWNS.pudongWeifang,
      address: '潍坊路 450 弄 6 号 302 室',
    },
    items: [
      { goods_code: 'OTC02001', num: 1 },
      { goods_code: 'OTC02201', num: 2 },
    ],
    minutesAgo: 25,
  },
  {
    stage: 'awaitingPayment',
    source: 'APP',
    consignee: {
      name: '钱伟',
      mobile: '13601798812',
      region_ids: SEED_TOWNS.minhangQibao,
      address: '七宝镇新镇路 1088 弄 15 号 1101 室',
    },
    items: [{ goods_code: 'OTC01002', num: 2 }],
    minutesAgo: 95,
    remark: '工作日白天家里没人，请放快递柜',
  },
  {
    stage: 'awaitingPickUp',
    source: 'MINI',
    consignee: {
      name: '冯晓东',
      mobile: '13817224406',
      region_ids: SEED_TOWNS.pudongZhangjiang,
      address: '',
    },
    items: [
      { goods_code: 'OTC01003', num: 2 },
      { goods_code: 'OTC02202', num: 1 },
    ],
    minutesAgo: 50,
    pickcode: DEMO_PICKCODES.paid,
    remark: '下班后 18:30 左右到店取',
  },
  {
    stage: 'awaitingPickUpCod',
    source: 'WAP',
    consignee: {
      name: '褚秀兰',
      mobile: '13764431195',
      region_ids: SEED_TOWNS.pudongZhangjiang,
      address: '',
    },
    items: [{ goods_code: 'OTC01008', num: 1 }],
    minutesAgo: 180,
    pickcode: DEMO_PICKCODES.cod,
  },
  {
    stage: 'awaitingRider',
    source: 'MINI',
    consignee: {
      name: '卫建华',
      mobile: '15821907733',
      region_ids: SEED_TOWNS.pudongHuamu,
      address: '梅花路 1188 弄 9 号 701 室',
    },
    items: [
      { goods_code: 'OTC02204', num: 1 },
      { goods_code: 'OTC01009', num: 1 },
    ],
    minutesAgo: 15,
    remark: '孩子发烧急用，尽快送达',
    unprinted: true,
  },
  {
    stage: 'awaitingRider',
    source: 'MEITUAN',
    consignee: {
      name: '蒋文静',
      mobile: '18621056648',
      region_ids: SEED_TOWNS.pudongZhangjiang,
      address: '祖冲之路 887 弄 32 号 502 室',
    },
    items: [{ goods_code: 'OTC02203', num: 2 }],
    minutesAgo: 35,
  },
  {
    stage: 'deliveredCod',
    source: 'MINI',
    consignee: {
      name: '沈国强',
      mobile: '13512876690',
      region_ids: SEED_TOWNS.jinganNanjingWest,
      address: '南京西路 1601 号 12 楼 1205 室',
    },
    items: [
      { goods_code: 'OTC02002', num: 1 },
      { goods_code: 'OTC02003', num: 1 },
    ],
    minutesAgo: 30 * 60,
  },
  {
    stage: 'entryFailed',
    source: 'PC',
    consignee: {
      name: '韩梅',
      mobile: '13962215508',
      region_ids: SEED_TOWNS.xuhuiXujiahui,
      address: '天钥桥路 580 号 2 号楼 903 室',
    },
    items: [{ goods_code: 'OTC02005', num: 3 }],
    minutesAgo: 70,
    entryError: '门店 ERP 返回：商品编码 OTC02005 未建档',
  },
  {
    stage: 'cancelRequested',
    source: 'APP',
    consignee: {
      name: '杨帆',
      mobile: '13816650094',
      region_ids: SEED_TOWNS.pudongHuamu,
      address: '芳甸路 300 弄 21 号 1602 室',
    },
    items: [{ goods_code: 'OTC02006', num: 1 }],
    minutesAgo: 140,
    cancelReason: '买重复了，另一单已经在路上',
  },
];
