import type { SorderAction } from '@rxdesk/contract/orders/drop-ship';
import type { SeedConsignee } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

/**
 * Drop-ship demo data of 演示大药房 (README "Drop-ship sub-orders"): two contracted suppliers, the
 * goods they ship for the shop, and a few orders whose sub-orders stand in different states so the
 * 代发订单 screens have something to show. Companies and people are invented.
 *
 * The goods chosen are devices and health foods from the middle of the catalogue, so tests and
 * demos that order the first or the newest goods keep shipping everything themselves.
 */
export const DEMO_SUPPLIERS = [
  {
    key: 'devices',
    name: '康联医疗器械（上海）有限公司',
    contact_name: '周经理',
    mobile: '13761234501',
    address: '上海市闵行区莘庄工业区春东路 508 号 3 号仓',
    goods: ['DV160001', 'DV160101', 'DV160302', 'DV160404'],
  },
  {
    key: 'health',
    name: '浙江优选健康产品供应链有限公司',
    contact_name: '吴主管',
    mobile: '13867104502',
    address: '浙江省杭州市余杭区仓前街道文一西路 1818 号',
    goods: ['HF170001', 'HF170002', 'HF170101'],
  },
] as const;

/** The shop settles this share of the retail price to the supplier (a typical drop-ship margin). */
export const SUPPLY_PRICE_RATE = 0.72;

export interface DemoDropShipOrder {
  consignee: SeedConsignee;
  items: { goods_code: string; num: number }[];
  /** Hours before the seed ran. */
  hoursAgo: number;
  /** Steps applied to each sub-order of the order, in supplier order; [] leaves it waiting. */
  steps: SorderAction[][];
  reason?: string;
}

export const DEMO_DROP_SHIP_ORDERS: DemoDropShipOrder[] = [
  {
    consignee: {
      name: '王秀英',
      mobile: '13917652201',
      region_ids: SEED_TOWNS.pudongHuamu,
      address: '锦绣路 1500 弄 12 号 601 室',
    },
    items: [
      { goods_code: 'DV160001', num: 1 },
      { goods_code: 'OTC01001', num: 2 },
    ],
    hoursAgo: 1,
    steps: [[]],
  },
  {
    consignee: {
      name: '李建国',
      mobile: '13817652202',
      region_ids: SEED_TOWNS.xuhuiXujiahui,
      address: '漕溪北路 88 号 1203 室',
    },
    items: [
      { goods_code: 'HF170001', num: 1 },
      { goods_code: 'HF170002', num: 2 },
    ],
    hoursAgo: 5,
    steps: [['accept']],
  },
  {
    consignee: {
      name: '赵丽华',
      mobile: '13661652203',
      region_ids: SEED_TOWNS.suzhouXietang,
      address: '星湖街 328 号 5 幢 202 室',
    },
    items: [
      { goods_code: 'DV160101', num: 1 },
      { goods_code: 'HF170101', num: 1 },
    ],
    hoursAgo: 20,
    steps: [['accept', 'ship'], ['remind']],
  },
  {
    consignee: {
      name: '孙志强',
      mobile: '13761652204',
      region_ids: SEED_TOWNS.hangzhouXixi,
      address: '文三路 90 号 3 单元 701 室',
    },
    items: [{ goods_code: 'DV160302', num: 1 }],
    hoursAgo: 50,
    steps: [['accept', 'ship', 'receive']],
  },
  {
    consignee: {
      name: '周敏',
      mobile: '13512652205',
      region_ids: SEED_TOWNS.jinganNanjingWest,
      address: '南京西路 1266 号 18 楼',
    },
    items: [{ goods_code: 'HF170002', num: 1 }],
    hoursAgo: 30,
    steps: [['cancel']],
    reason: '买家改为到店自提',
  },
  {
    consignee: {
      name: '吴海燕',
      mobile: '13961652206',
      region_ids: SEED_TOWNS.nanjingHunanRoad,
      address: '中山北路 200 号 9 栋 305 室',
    },
    items: [{ goods_code: 'DV160404', num: 1 }],
    hoursAgo: 26,
    steps: [['reject']],
    reason: '该型号雾化器暂时缺货',
  },
];
