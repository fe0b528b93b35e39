import type { Db } from '../../platform/db/database.ts';
import { PointsExchangeRepository } from './points-exchange.repository.ts';

/** A points goods as an exchange reads it: the points and cash (fen) per unit, what is left of
 * its exchange stock, the per-member limit (0: none), and its SKU's sale facts. */
export interface ExchangeGoods {
  id: number;
  goods_id: number;
  sku_id: number;
  points: number;
  cash: number;
  stock: number;
  limit_num: number;
  enabled: number;
  goods_name: string;
  sku_enabled: number;
  on_sale: boolean;
}

/** What the orders area's points-order intake needs of the points mall (issue 22): the goods and
 * its exchange stock, taken and given back inside the order's transaction. */
export interface PointsExchangePort {
  /** The shop's points goods (undefined when there is none of that id in the shop). */
  findInTrx(trx: Db, shopId: number, id: number): Promise<ExchangeGoods | undefined>;
  /** Takes `num` from the exchange stock of an enabled goods; false (nothing taken) when it is
   * off or fewer are left. One conditional update: never below 0 under concurrency. */
  takeInTrx(trx: Db, shopId: number, id: number, num: number, at: number): Promise<boolean>;
  /** Gives `num` back to the shop's points goods of this SKU (a cancelled points order). A SKU is
   * offered once per shop (unique index), so the SKU names the goods. */
  giveBackInTrx(trx: Db, shopId: number, skuId: number, num: number, at: number): Promise<void>;
}

/** The points mall's side of a points order (the orders area builds it). */
export function buildPointsExchangePort(): PointsExchangePort {
  return new PointsExchangeRepository();
}
