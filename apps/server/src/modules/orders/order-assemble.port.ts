import type { Db } from '../../platform/db/database.ts';

/** What the orders area needs of assemble (拼团, issue 22); the promotions area's
 * `buildAssemblePort` answers it, so orders never imports inside another area. */
export interface AssemblePort {
  /** An assemble order's place in a team, in the intake's transaction before its pricing: checks
   * the running activity, the SKU and the per-order limit, then opens a team or takes a place in
   * the named one (409 when it is full, expired or failed). Any refusal rolls the order back. */
  enterInTrx(
    trx: Db,
    req: { shopId: number; promotionId: number; teamId?: number; skuId: number; num: number; at: number },
  ): Promise<AssembleEntry>;
  /** Records the new order in its team (the opener leads it). */
  attachOrderInTrx(
    trx: Db,
    entry: AssembleEntry,
    order: { shopId: number; orderId: number; at: number },
  ): Promise<void>;
  /** Refuses (409) to ship an ASSEMBLE order whose team has not formed. */
  checkShippable(order: { shop_id: number; id: number; order_type: string }): Promise<void>;
}

export interface AssembleEntry {
  teamId: number;
  leader: boolean;
}
