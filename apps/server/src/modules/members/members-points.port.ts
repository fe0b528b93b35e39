import type { Db } from '../../platform/db/database.ts';

/** The points ledger as other areas write it (issue 22's points mall): one row per change,
 * written in the caller's transaction; the balance is the sum of the member's rows. */
export interface MembersPointsPort {
  addInTrx(
    trx: Db,
    entry: { shopId: number; memberId: number; change: number; reason: string; ref: string; at: number },
  ): Promise<void>;
  balance(shopId: number, memberId: number): Promise<number>;
}
