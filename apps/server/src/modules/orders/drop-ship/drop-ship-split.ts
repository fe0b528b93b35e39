import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { yuanText } from '../../../platform/money.ts';
import { SupplierOrdersRepository } from './drop-ship.repository.ts';

/** The sub-order number: the parent's sn, a leading S, and the supplier's place in the order
 * (01, 02 …). Unique because the sn is. */
export function ssidOf(sn: string, index: number): string {
  return `S${sn}${String(index + 1).padStart(2, '0')}`;
}

/**
 * Order intake calls this inside its transaction, after the order lines are written: every line
 * whose goods a supplier of the shop ships becomes part of that supplier's sub-order (one per
 * supplier), which starts at WAIT_SUPPLIER_ACCEPT with the amount owed to the supplier fixed from
 * the supply price of that moment. The parent order keeps all its lines and its own state machine.
 * Returns the new ssids.
 */
export async function splitInTrx(
  trx: Kysely<Database>,
  order: { shopId: number; orderId: number; sn: string; now: number; opName: string },
): Promise<string[]> {
  const repo = new SupplierOrdersRepository(trx);
  const lines = await repo.dropShipLines(trx, order.shopId, order.orderId);
  const bySupplier = new Map<number, typeof lines>();
  for (const l of lines) bySupplier.set(l.supplier_id, [...(bySupplier.get(l.supplier_id) ?? []), l]);
  const ssids: string[] = [];
  for (const [supplierId, group] of bySupplier) {
    const ssid = ssidOf(order.sn, ssids.length);
    const settle = group.reduce((s, l) => s + l.supply_price * l.num, 0);
    const { id } = await repo.insert(trx, {
      ssid,
      shop_id: order.shopId,
      order_id: order.orderId,
      order_sn: order.sn,
      supplier_id: supplierId,
      status: 'WAIT_SUPPLIER_ACCEPT',
      goods_num: group.reduce((s, l) => s + l.num, 0),
      goods_names: group
        .map((l) => l.goods_name)
        .join('、')
        .slice(0, 1000),
      goods_amount: group.reduce((s, l) => s + l.subtotal, 0),
      settle_amount: settle,
      express_code: '',
      express_name: '',
      waybill_no: '',
      reject_reason: '',
      cancel_reason: '',
      remind_count: 0,
      reminded_at: null,
      created_at: order.now,
      accepted_at: null,
      shipped_at: null,
      received_at: null,
      cancelled_at: null,
      rejected_at: null,
      updated_at: order.now,
    });
    await repo.insertItems(
      trx,
      group.map((l) => ({
        supplier_order_id: id,
        order_item_id: l.order_item_id,
        goods_id: l.goods_id,
        goods_code: l.goods_code,
        goods_name: l.goods_name,
        specs: l.specs,
        unit: l.unit,
        num: l.num,
        price: l.price,
        supply_price: l.supply_price,
        settle_subtotal: l.supply_price * l.num,
      })),
    );
    const supplierName = group[0]!.supplier_name;
    await repo.addLog(
      trx,
      id,
      order.opName,
      'create',
      `生成代发子单：${group.length} 种商品，由 ${supplierName} 代发，结算 ¥${yuanText(settle)}`,
      order.now,
    );
    await repo.addOrderLog(
      trx,
      order.orderId,
      order.opName,
      'dropShipSplit',
      `拆分代发子单 ${ssid}：${group.length} 种商品由 ${supplierName} 代发`,
      order.now,
    );
    ssids.push(ssid);
  }
  return ssids;
}
