import type { OrderListQuery, OrderSummary, PrintData } from '@rxdesk/contract/orders/orders';
import type { Page } from '@rxdesk/contract/common/paging';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import { ORDER_SOURCE_LABELS } from '@rxdesk/contract/orders/order-enums';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fenToYuan } from '../../platform/money.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Order } from '../../platform/db/schema.ts';
import { parseList, toDetail, toSummary } from './order-mappers.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrderListRepository, OrderFilter } from './order-list.repository.ts';
import { streamOrdersXlsx } from './order-export.ts';
import { promotionRecord } from './order-promotion-record.ts';
import type { Allocation, StockPort } from '../goods/goods.module.ts';

/** The list tabs an order of this status and shipping type is counted in: ALL, its status's tab,
 * and WAIT_SHIP / WAIT_PICK split by pick-up. */
function tabsOf(status: string, shippingType: string): readonly string[] {
  const tabs = ['ALL'];
  for (const [tab, statuses] of Object.entries(ORDER_TABS) as [string, readonly string[]][]) {
    if (!statuses.includes(status)) continue;
    if (tab === 'WAIT_SHIP' && shippingType === 'SELF_PICK') continue;
    tabs.push(tab);
  }
  if ((status === 'CONFIRM' || status === 'PAID_OFF') && shippingType === 'SELF_PICK') tabs.push('WAIT_PICK');
  return tabs;
}

/** Reading orders: list, counts, detail and its side panels, print data, neighbours. */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly lists: OrderListRepository,
    /** Which batches each line took (FEFO at intake): the ship dialog's default batch numbers. */
    private readonly stock?: Pick<StockPort, 'lineBatches'>,
  ) {}

  /** A page of the list, `{data, data_total, page_no, page_size}`, each row with the actions its
   * state allows (the state machine, through toSummary). */
  async list(auth: AuthContext, q: OrderListQuery): Promise<Page<OrderSummary>> {
    const { rows, total } = await this.lists.page(auth.shopId, q);
    return { data: rows.map(toSummary), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  /** The filtered orders as a streamed XLSX file, and how many rows it will hold. */
  async export(auth: AuthContext, q: OrderFilter) {
    const total = await this.lists.countFiltered(auth.shopId, q);
    return { total, file: streamOrdersXlsx(this.lists, auth.shopId, q, total) };
  }

  /** Counts per list tab, plus per status under `status:<STATUS>`. */
  async counts(shopId: number): Promise<Record<string, number>> {
    const rows = await this.repo.counters(shopId);
    const out: Record<string, number> = {};
    for (const tab of Object.keys(ORDER_TABS)) out[tab] = 0;
    for (const r of rows) {
      const n = Number(r.n);
      out[`status:${r.status}`] = (out[`status:${r.status}`] ?? 0) + n;
      for (const tab of tabsOf(r.status, r.shipping_type)) out[tab] = (out[tab] ?? 0) + n;
    }
    return out;
  }

  async order(auth: AuthContext, sn: string): Promise<Order> {
    const o = await this.repo.findBySn(auth.shopId, sn);
    if (!o) throw notFound();
    return o;
  }

  async summary(auth: AuthContext, sn: string) {
    return toSummary(await this.order(auth, sn));
  }

  async detail(auth: AuthContext, sn: string) {
    const o = await this.order(auth, sn);
    return toDetail(o, await this.repo.items(o.id));
  }

  async log(auth: AuthContext, sn: string) {
    const o = await this.order(auth, sn);
    return (await this.repo.logs(o.id)).map((l) => ({
      op_name: l.op_name,
      action: l.action,
      message: l.message,
      create_time: l.created_at,
    }));
  }

  async flow(auth: AuthContext, sn: string) {
    const o = await this.order(auth, sn);
    return (await this.repo.flows(o.id)).map((f) => ({ status: f.status, create_time: f.created_at }));
  }

  /** Each line's batch numbers: those recorded when it shipped, else the batches its stock was
   * taken from (so the ship dialog opens filled in; setout still records what is sent). */
  async batchNumbers(auth: AuthContext, sn: string) {
    const o = await this.order(auth, sn);
    const items = await this.repo.items(o.id);
    const taken = (await this.stock?.lineBatches(items.map((i) => i.id))) ?? new Map<number, Allocation[]>();
    return items.map((i) => {
      const recorded = parseList(i.batch_numbers);
      return {
        item_id: i.id,
        goods_name: i.goods_name,
        specs: i.sku_specs ? `${i.specs} ${i.sku_specs}` : i.specs,
        num: i.num,
        is_prescription: i.is_prescription,
        batch_numbers: recorded.length
          ? recorded
          : [...new Set((taken.get(i.id) ?? []).map((a) => a.batch_no))],
      };
    });
  }

  async promotions(auth: AuthContext, sn: string) {
    const o = await this.order(auth, sn);
    const [items, shares, gifts] = await Promise.all([
      this.repo.items(o.id),
      this.repo.itemPromotions(o.id),
      this.repo.orderGifts(o.id),
    ]);
    return promotionRecord(o, items, shares, gifts);
  }

  /** §7 {sn}/xin and {sn}/hou, read as the newer and the older neighbour in the shop's list
   * (newest first), for previous/next on the detail page. Empty string at either end. */
  async neighbour(auth: AuthContext, sn: string, which: 'newer' | 'older') {
    const o = await this.order(auth, sn);
    const row =
      which === 'newer' ? await this.repo.newer(auth.shopId, o.id) : await this.repo.older(auth.shopId, o.id);
    return { sn: row?.sn ?? '' };
  }

  async expressCompanies(shopId: number) {
    const rows = await this.repo.expressCompanies(shopId);
    return rows.map((r) => ({ code: r.code, name: r.name, waybill: Number(r.waybill) === 1 }));
  }

  /** §3 print data for the receipt. */
  async printData(auth: AuthContext, sn: string, printName: string): Promise<PrintData> {
    const o = await this.order(auth, sn);
    const [items, shop, shares, gifts] = await Promise.all([
      this.repo.items(o.id),
      this.repo.shop(auth.shopId),
      this.repo.itemPromotions(o.id),
      this.repo.orderGifts(o.id),
    ]);
    const record = promotionRecord(o, items, shares, gifts);
    return {
      print_name: printName || o.print_name,
      print_num: 1,
      order_serial_number: o.serial_number,
      site_name: shop.shop_name,
      sn: o.sn,
      goods_num: o.goods_num,
      consignee: o.consignee_name,
      phone: maskMobile(o.consignee_mobile),
      address: `${o.region_names} ${o.address}`.trim(),
      remark: o.remark,
      order_price: fenToYuan(o.order_price),
      shipping_price: fenToYuan(o.shipping_price),
      discount_price: fenToYuan(o.discount_price + o.adjust_price),
      discounts: record.promotions,
      gifts: record.gifts,
      create_time_text: unixToDateString(o.created_at),
      seller_name: shop.shop_name,
      shop_contact_phone: shop.contact_phone,
      source: ORDER_SOURCE_LABELS[o.order_source as keyof typeof ORDER_SOURCE_LABELS]?.zh ?? o.order_source,
      order_sku_list: items.map((i) => ({
        goods_print_name: i.goods_name,
        num: i.num,
        original_price: fenToYuan(i.price),
        subtotal: fenToYuan(i.subtotal),
        goods_code: i.goods_code,
        specifications: i.specs,
        dosage_form: i.dosage_form,
        production_enterprise: i.manufacturer,
        storage: i.storage,
      })),
    };
  }
}
