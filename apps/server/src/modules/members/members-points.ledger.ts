import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { MembersPointsPort, PointsEntry } from './members-points.port.ts';
import type { MembersPointsRepository } from './members-points.repository.ts';

/** The ledger's rules: lock the member, sum, decide, then write one row. No SQL here. */
export class MembersPointsLedger implements MembersPointsPort {
  constructor(private readonly repo: MembersPointsRepository) {}

  /** Locks the member and answers its balance (the member must be the shop's). */
  private async lockedBalance(trx: Db, e: PointsEntry): Promise<number> {
    if (!(await this.repo.lockMemberInTrx(trx, e.shopId, e.memberId))) throw notFound();
    return this.repo.balanceInTrx(trx, e.memberId);
  }

  private write(trx: Db, e: PointsEntry, change: number) {
    return this.repo.insertInTrx(trx, {
      shop_id: e.shopId,
      member_id: e.memberId,
      change,
      reason: e.reason.slice(0, 100),
      ref: e.ref.slice(0, 64),
      created_at: e.at,
    });
  }

  async addInTrx(trx: Db, e: PointsEntry & { change: number }): Promise<void> {
    if (!Number.isInteger(e.change) || e.change === 0)
      throw new Error('points change must be a non-zero integer');
    const balance = await this.lockedBalance(trx, e);
    if (balance + e.change < 0) throw new AppError('CONFLICT', 'error.points.notEnough', { balance });
    await this.write(trx, e, e.change);
  }

  async spendInTrx(trx: Db, e: PointsEntry & { points: number }): Promise<boolean> {
    if (!Number.isInteger(e.points) || e.points <= 0)
      throw new Error('points to spend must be a positive integer');
    const balance = await this.lockedBalance(trx, e);
    if (balance < e.points) return false;
    await this.write(trx, e, -e.points);
    return true;
  }

  async earnOnceInTrx(trx: Db, e: PointsEntry & { points: number }): Promise<boolean> {
    if (e.points <= 0) return false;
    await this.lockedBalance(trx, e);
    if (await this.repo.hasPositiveRowInTrx(trx, e.memberId, e.ref)) return false;
    await this.write(trx, e, e.points);
    return true;
  }

  async takeBackInTrx(trx: Db, e: PointsEntry & { points: number }): Promise<number> {
    if (e.points <= 0) return 0;
    const balance = await this.lockedBalance(trx, e);
    const earned = await this.repo.netOfRefInTrx(trx, e.memberId, e.ref);
    const take = Math.min(e.points, Math.max(0, earned), Math.max(0, balance));
    if (take > 0) await this.write(trx, e, -take);
    return take;
  }

  balance(shopId: number, memberId: number): Promise<number> {
    return this.repo.balance(shopId, memberId);
  }
}
