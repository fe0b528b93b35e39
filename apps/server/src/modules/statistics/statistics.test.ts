import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsAnalysisReport, HotGoodsReport } from '@rxdesk/contract/statistics/reports-goods';
import { shanghaiToday } from '@rxdesk/contract/statistics/period';
import type { OverviewReport } from '@rxdesk/contract/statistics/reports-overview';
import type { BuyAnalysisReport, PriceSalesReport } from '@rxdesk/contract/statistics/reports-price';
import type { RegionReport } from '@rxdesk/contract/statistics/reports-region';
import type { OperateReport, SalesReport } from '@rxdesk/contract/statistics/reports-sales';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { RollupJob } from './rollup-job.service.ts';
import { ROLLUP_TABLES, RollupRepository } from './rollup.repository.ts';
import { cancelPaidOrder, insertOrder, payOrder, refundLine, shanghai } from '../../testing/statistics.ts';

const SH = '31,3101,310115,310115125';
const ZJ = '33,3301,330106,330106004';
const [M1, M2, M3] = [900_001, 900_002, 900_003];

/**
 * The eight reports against a hand-computed fixture in shop 1, in days no seeded order touches
 * (Feb / Mar 2028, the clock moved there): A paid 2028-02-28 23:59:59 (M1, Shanghai, MINI online:
 * G1 12.50 × 2 + G2 99.90 × 1 = 124.90); B paid 2028-02-29 00:00:00 (M2, Zhejiang, APP COD: G1 × 4 =
 * 50.00); C paid on the leap day 10:30 (M1, Shanghai, G2 × 2 = 199.80), one G2 refunded 99.90 on
 * 03-01 10:00 (partial); D cancelled before payment (300.00: never counts); E paid 03-01 09:00 (M3,
 * self pick-up, WAP: G1 × 1 = 12.50), cancelled at 12:00 and refunded whole. Shop 2 has a 500.00
 * order on the leap day that shop 1 never sees. Each step is caught up by the next report read,
 * and the rollups then equal a rebuild from scratch.
 */
describe('statistics reports (seller/statistics/…)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let shop1: number;
  let shop2: number;
  let g1: number;
  let g2: number;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    shop1 = (await t.login('admin', 'admin123')).shop_id;
    shop2 = (await t.login('kangning', 'kangning123')).shop_id;
    const goods = await t.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shop1)
      .orderBy('id')
      .limit(2)
      .execute();
    [g1, g2] = goods.map((g) => Number(g.id)) as [number, number];
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/seller/statistics/${url}`,
      headers: { authorization: token, 'accept-language': 'en' },
    });
  const json = async <T>(url: string, token = admin): Promise<T> => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  /** Moves the clock (years ahead of the seed) and signs in again: the old tokens expired. */
  const at = async (text: string) => {
    t.clock.advance(shanghai(text) - t.clock.now());
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
  };
  const range = (a: string, b: string) => `start_date=${a}&end_date=${b}`;
  const ALL = range('2028-02-28', '2028-03-01');
  /** From the fixture's first day to today (a report cannot reach into the future). */
  const upToNow = () => range('2028-02-28', shanghaiToday(t.clock.now()));

  async function snapshot(shopId: number) {
    const out: Record<string, unknown[]> = {};
    for (const table of ROLLUP_TABLES) {
      const rows = await t.db
        .selectFrom(table as 'stat_sale_days')
        .selectAll()
        .where('shop_id', '=', shopId)
        .execute();
      out[table] = rows
        .map((r) =>
          JSON.stringify(
            Object.fromEntries(
              Object.entries(r).map(([k, v]) => [
                k,
                typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
              ]),
            ),
          ),
        )
        .sort();
    }
    return out;
  }

  it('builds the fixture step by step, each step caught up by a report read', async () => {
    await at('2028-02-28 23:59:59');
    const a = await insertOrder(t.db, t.clock, {
      shopId: shop1,
      memberId: M1,
      paidAt: t.clock.now(),
      regionIds: SH,
      source: 'MINI',
      payment: 'ONLINE',
      lines: [
        { goodsId: g1, price: 1250, num: 2 },
        { goodsId: g2, price: 9990, num: 1 },
      ],
    });
    expect(a.itemIds).toHaveLength(2);
    expect((await json<OverviewReport>(`overview?${upToNow()}`)).current.orders).toBe(1);
    await at('2028-02-29 00:00:00');
    await insertOrder(t.db, t.clock, {
      shopId: shop1,
      memberId: M2,
      paidAt: t.clock.now(),
      regionIds: ZJ,
      source: 'APP',
      payment: 'COD',
      lines: [{ goodsId: g1, price: 1250, num: 4 }],
    });
    await at('2028-02-29 10:30:00');
    const c = await insertOrder(t.db, t.clock, {
      shopId: shop1,
      memberId: M1,
      paidAt: t.clock.now(),
      regionIds: SH,
      source: 'MINI',
      payment: 'ONLINE',
      lines: [{ goodsId: g2, price: 9990, num: 2 }],
    });
    await at('2028-02-29 11:00:00');
    await insertOrder(t.db, t.clock, {
      shopId: shop1,
      memberId: M2,
      paidAt: null,
      regionIds: SH,
      source: 'MINI',
      payment: 'ONLINE',
      status: 'CANCELLED',
      lines: [{ goodsId: g1, price: 30000, num: 1 }],
    });
    await insertOrder(t.db, t.clock, {
      shopId: shop2,
      memberId: M1,
      paidAt: t.clock.now(),
      regionIds: SH,
      source: 'MINI',
      payment: 'ONLINE',
      lines: [{ goodsId: g1, price: 50000, num: 1 }],
    });
    expect((await json<OverviewReport>(`overview?${upToNow()}`)).current.orders).toBe(3);
    await at('2028-03-01 08:00:00');
    const e = await insertOrder(t.db, t.clock, {
      shopId: shop1,
      memberId: M3,
      paidAt: null,
      regionIds: '',
      source: 'WAP',
      payment: 'ONLINE',
      lines: [{ goodsId: g1, price: 1250, num: 1 }],
    });
    await at('2028-03-01 09:00:00');
    await payOrder(t.db, t.clock, e.id);
    expect((await json<OverviewReport>(`overview?${upToNow()}`)).current.orders).toBe(4);
    await at('2028-03-01 10:00:00');
    await refundLine(t.db, t.clock, {
      shopId: shop1,
      orderId: c.id,
      itemId: c.itemIds[0]!,
      goodsId: g2,
      price: 9990,
      num: 1,
    });
    await at('2028-03-01 12:00:00');
    await cancelPaidOrder(t.db, t.clock, shop1, e.id);
    await at('2028-03-05 12:00:00');
  });

  it('overview: the period against the one before, and the daily trend', async () => {
    const r = await json<OverviewReport>(`overview?${ALL}`);
    expect(r.period).toEqual({ start_date: '2028-02-28', end_date: '2028-03-01', days: 3 });
    expect(r.previous_period).toEqual({ start_date: '2028-02-25', end_date: '2028-02-27', days: 3 });
    expect(r.current).toEqual({
      orders: 4,
      amount: 387.2,
      members: 3,
      units: 10,
      average_order_value: 96.8,
      refund_amount: 112.4,
      new_members: 3,
    });
    expect(r.previous).toEqual({
      orders: 0,
      amount: 0,
      members: 0,
      units: 0,
      average_order_value: 0,
      refund_amount: 0,
      new_members: 0,
    });
    expect(
      r.trend.map((p) => [p.date, p.orders, p.amount, p.members, p.units, p.refund_amount, p.new_members]),
    ).toEqual([
      ['2028-02-28', 1, 124.9, 1, 3, 0, 1],
      ['2028-02-29', 2, 249.8, 2, 6, 0, 1],
      ['2028-03-01', 1, 12.5, 1, 1, 112.4, 1],
    ]);
    const leap = await json<OverviewReport>(`overview?${range('2028-02-29', '2028-02-29')}`);
    expect(leap.current).toMatchObject({
      orders: 2,
      amount: 249.8,
      members: 2,
      units: 6,
      average_order_value: 124.9,
      new_members: 1,
    });
    expect(leap.previous).toMatchObject({ orders: 1, amount: 124.9, members: 1, units: 3, new_members: 1 });
  });

  it('goods analysis, hot goods and price / sales', async () => {
    const goods = await json<GoodsAnalysisReport>(`goods?${ALL}&sort=units`);
    expect(goods.data_total).toBe(2);
    expect(
      goods.data.map((g) => [g.goods_id, g.units, g.amount, g.orders, g.refund_num, g.refund_amount]),
    ).toEqual([
      [g1, 7, 87.5, 3, 1, 12.5],
      [g2, 3, 299.7, 2, 1, 99.9],
    ]);
    expect(goods.data[0]!.goods_name).not.toBe('');
    // The figures may come from memory; the names never do: a rename shows at once.
    const name = goods.data[0]!.goods_name;
    await t.db.updateTable('goods').set({ goods_name: '改名的商品' }).where('id', '=', g1).execute();
    const renamed = await json<GoodsAnalysisReport>(`goods?${ALL}&sort=units`);
    const hotRenamed = await json<HotGoodsReport>(`hot-goods?${ALL}`);
    await t.db.updateTable('goods').set({ goods_name: name }).where('id', '=', g1).execute();
    expect(renamed.data[0]).toMatchObject({ goods_id: g1, goods_name: '改名的商品', units: 7 });
    expect(hotRenamed.by_units[0]).toMatchObject({ goods_id: g1, goods_name: '改名的商品' });
    const asc = await json<GoodsAnalysisReport>(`goods?${ALL}&sort=amount&order=asc&page_size=1&page_no=2`);
    expect(asc.data.map((g) => g.goods_id)).toEqual([g2]);
    // A filter goes through the goods table (here the code of G2), its total too, past the end as well.
    const code = encodeURIComponent(goods.data[1]!.goods_code);
    const found = await json<GoodsAnalysisReport>(`goods?${ALL}&sort=units&keyword=${code}`);
    expect([found.data_total, found.data.map((g) => [g.goods_id, g.units, g.amount])]).toEqual([
      1,
      [[g2, 3, 299.7]],
    ]);
    const past = await json<GoodsAnalysisReport>(`goods?${ALL}&sort=units&keyword=${code}&page_no=2`);
    expect([past.data_total, past.data]).toEqual([1, []]);
    const hot = await json<HotGoodsReport>(`hot-goods?${ALL}`);
    expect(hot.by_amount.map((g) => [g.rank, g.goods_id, g.amount])).toEqual([
      [1, g2, 299.7],
      [2, g1, 87.5],
    ]);
    expect(hot.by_units.map((g) => [g.rank, g.goods_id, g.units])).toEqual([
      [1, g1, 7],
      [2, g2, 3],
    ]);
    const price = await json<PriceSalesReport>(`price-sales?${ALL}&ranges=0-50,51-200`);
    expect(price.rows).toEqual([
      { low: 0, high: 50, orders: 3, units: 7, amount: 87.5 },
      { low: 51, high: 200, orders: 2, units: 3, amount: 299.7 },
    ]);
  });

  it('buy analysis: order values and hours (23:59:59 and 00:00:00 on their own days and hours)', async () => {
    const r = await json<BuyAnalysisReport>(`buy-analysis?${ALL}&ranges=0-100,101-200`);
    expect(r.values).toEqual([
      { low: 0, high: 100, orders: 2, units: 5, amount: 62.5 },
      { low: 101, high: 200, orders: 2, units: 5, amount: 324.7 },
    ]);
    expect(r.hours).toHaveLength(24);
    expect(r.hours.filter((h) => h.orders > 0).map((h) => [h.hour, h.orders, h.amount])).toEqual([
      [0, 1, 50],
      [9, 1, 12.5],
      [10, 1, 199.8],
      [23, 1, 124.9],
    ]);
  });

  it('sales by day, week and month, by channel and payment type', async () => {
    const days = await json<SalesReport>(`sales?${ALL}`);
    expect(
      days.rows.map((r) => [r.start_date, r.orders, r.amount, r.refunds, r.refund_amount, r.net]),
    ).toEqual([
      ['2028-02-28', 1, 124.9, 0, 0, 124.9],
      ['2028-02-29', 2, 249.8, 0, 0, 249.8],
      ['2028-03-01', 1, 12.5, 2, 112.4, -99.9],
    ]);
    expect(days.totals).toMatchObject({
      orders: 4,
      amount: 387.2,
      refunds: 2,
      refund_amount: 112.4,
      net: 274.8,
    });
    const weeks = await json<SalesReport>(`sales?${ALL}&granularity=WEEK`);
    expect(weeks.rows.map((r) => [r.start_date, r.end_date, r.orders])).toEqual([
      ['2028-02-28', '2028-03-01', 4],
    ]);
    const months = await json<SalesReport>(`sales?${ALL}&granularity=MONTH`);
    expect(months.rows.map((r) => [r.start_date, r.end_date, r.orders, r.amount])).toEqual([
      ['2028-02-28', '2028-02-29', 3, 374.7],
      ['2028-03-01', '2028-03-01', 1, 12.5],
    ]);
    expect(days.channels.filter((c) => c.orders > 0)).toEqual([
      { key: 'MINI', orders: 2, amount: 324.7 },
      { key: 'APP', orders: 1, amount: 50 },
      { key: 'WAP', orders: 1, amount: 12.5 },
    ]);
    expect(days.payments).toEqual([
      { key: 'ONLINE', orders: 3, amount: 337.2 },
      { key: 'COD', orders: 1, amount: 50 },
    ]);
  });

  it('operate report: a month by day (the leap month) and a year by month up to today', async () => {
    const month = await json<OperateReport>('operate?cycle=MONTH&year=2028&month=2');
    expect(month.rows).toHaveLength(29);
    expect(
      month.rows.filter((r) => r.orders > 0).map((r) => [r.label, r.orders, r.amount, r.members]),
    ).toEqual([
      ['2028-02-28', 1, 124.9, 1],
      ['2028-02-29', 2, 249.8, 2],
    ]);
    expect(month.totals).toEqual({
      label: '2028-02',
      orders: 3,
      amount: 374.7,
      members: 2,
      units: 9,
      refund_amount: 0,
    });
    const year = await json<OperateReport>('operate?cycle=YEAR&year=2028');
    expect(year.period).toEqual({ start_date: '2028-01-01', end_date: '2028-03-05', days: 65 });
    expect(year.rows.map((r) => [r.label, r.orders, r.members, r.refund_amount])).toEqual([
      ['2028-01', 0, 0, 0],
      ['2028-02', 3, 2, 0],
      ['2028-03', 1, 1, 112.4],
    ]);
    expect(year.totals).toMatchObject({ orders: 4, members: 3 });
  });

  it('region: provinces with names, the self pick-up row, and the drill-down to cities', async () => {
    const r = await json<RegionReport>(`region?${ALL}`);
    expect(r.province).toBeNull();
    expect(r.rows.map((x) => [x.region_id, x.orders, x.amount, x.members])).toEqual([
      [31, 2, 324.7, 1],
      [33, 1, 50, 1],
      [0, 1, 12.5, 1],
    ]);
    expect(r.rows[0]!.name).toContain('上海');
    const cities = await json<RegionReport>(`region?${ALL}&province_id=31`);
    expect(cities.province?.region_id).toBe(31);
    expect(cities.rows.map((x) => [x.region_id, x.orders, x.amount])).toEqual([[3101, 2, 324.7]]);
  });

  it('another shop sees none of it, and its own order only', async () => {
    const mine = await json<OverviewReport>(`overview?${ALL}`, other);
    expect(mine.current).toMatchObject({ orders: 1, amount: 500, members: 1 });
    const goods = await json<GoodsAnalysisReport>(`goods?${ALL}`, other);
    expect(goods.data.every((g) => g.goods_id !== g2)).toBe(true);
    expect((await json<RegionReport>(`region?${ALL}`, other)).rows.map((x) => x.amount)).toEqual([500]);
  });

  it('rebuild from the orders gives exactly the rows the step-by-step catch-up wrote', async () => {
    const incremental = await snapshot(shop1);
    expect(incremental.stat_sale_days!.length).toBeGreaterThanOrEqual(3);
    const job = new RollupJob(new RollupRepository(t.db), t.clock);
    await job.rebuild(shop1);
    expect(await snapshot(shop1)).toEqual(incremental);
    // And a rebuild of everything changes nothing for the other shop either.
    const before = await snapshot(shop2);
    await job.rebuild();
    expect(await snapshot(shop2)).toEqual(before);
    expect((await json<OverviewReport>(`overview?${ALL}`)).current.orders).toBe(4);
    // The clock stands still here, so every row is stamped in the current second: a run after one
    // that read them recomputes nothing until one of them changes (its mark, not its updated_at).
    await job.catchUp();
    expect(await job.catchUp()).toBe(0);
  });

  it('refuses future days, reversed or too long ranges and bad ranges, naming the field', async () => {
    const bad = async (url: string, field: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION', field });
    };
    await bad(`overview?${range('2028-03-01', '2028-03-06')}`, 'end_date');
    await bad(`overview?${range('2028-03-02', '2028-03-01')}`, 'end_date');
    await bad(`overview?${range('2027-01-01', '2028-01-02')}`, 'start_date');
    await bad(`overview?start_date=2028-02-30&end_date=2028-03-01`, 'start_date');
    await bad('operate?cycle=MONTH&year=2028&month=4', 'month');
    await bad('operate?cycle=YEAR&year=2029', 'year');
    await bad(`price-sales?${ALL}&ranges=0-100,50-200`, 'ranges');
    await bad(`sales?${ALL}&granularity=HOUR`, 'granularity');
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/seller/statistics/overview?${range('2028-03-01', '2028-03-06')}`,
      headers: { authorization: admin },
    });
    expect(zh.json()).toMatchObject({ message: '不能选择未来的日期' });
  });

  it('exports each report as XLSX with the same numbers', async () => {
    for (const path of ['overview', 'goods', 'price-sales', 'hot-goods', 'buy-analysis', 'sales', 'region']) {
      const res = await get(`${path}/export?${ALL}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    const res = await get('operate/export?cycle=MONTH&year=2028&month=2');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const total = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(total.slice(1)).toEqual(['合计', 3, 374.7, 2, 9, 0]);
    expect(res.headers['x-export-rows']).toBe('30');
  });
});
