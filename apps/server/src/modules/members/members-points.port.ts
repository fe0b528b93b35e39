import type { Db } from '../../platform/db/database.ts';

/** What a ledger row records besides its change: the shop, the member, a reason the seller
 * reads (Chinese), what caused it (an order sn, a points order sn …) and when. */
export interface PointsEntry {
  shopId: number;
  memberId: number;
  reason: string;
  ref: string;
  at: number;
}

/** The points ledger as other areas write it (issue 22's points mall): one row per change,
 * written in the caller's transaction; the balance is the sum of the member's rows and never
 * goes below zero. Every write first locks the member (see MembersPointsRepository), so
 * concurrent spends of one member are decided one after the other. */
export interface MembersPointsPort {
  /** A change of either sign; a negative one that would take the balance below zero is refused
   * with 409 `error.points.notEnough` and writes nothing. */
  addInTrx(trx: Db, entry: PointsEntry & { change: number }): Promise<void>;
  /** Spends `points` (> 0): false, and nothing written, when the balance is short. */
  spendInTrx(trx: Db, entry: PointsEntry & { points: number }): Promise<boolean>;
  /** Earns `points` once per `ref` (an order completing twice, or coming back from an after-sale
   * case, earns nothing more). True when a row was written. */
  earnOnceInTrx(trx: Db, entry: PointsEntry & { points: number }): Promise<boolean>;
  /** Takes back up to `points` of what `ref` earned (net of earlier take-backs), never more than
   * the balance: the points already spent stay spent. Returns the points taken. */
  takeBackInTrx(trx: Db, entry: PointsEntry & { points: number }): Promise<number>;
  balance(shopId: number, memberId: number): Promise<number>;
}
