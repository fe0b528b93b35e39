import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { toPendingEntry } from './order-mappers.ts';
import type { OrdersRepository } from './orders.repository.ts';

const PENDING_LIMIT = 500;

export class StoreService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** Orders not yet entered into the store's account: what the live counter counts. The browser
   * re-reads this on every (re)connect, so notices missed while offline are not lost. */
  async pendingEntry(shopId: number) {
    const rows = await this.repo.db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('entry_status', '=', 0)
      .where('status', 'in', ['NEW', 'CONFIRM', 'PAID_OFF'])
      .orderBy('id', 'desc')
      .limit(PENDING_LIMIT)
      .execute();
    return { data: rows.map((o) => toPendingEntry(o, LIVE_NOTICE.NEW_ORDER)), data_total: rows.length };
  }

  async printer(auth: AuthContext) {
    const u = await this.repo.db
      .selectFrom('users')
      .select('print_name')
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    return { seller_id: auth.userId, print_name: u.print_name };
  }

  /** A seller sets only their own printer: another seller_id is refused, not silently rewritten. */
  async savePrinter(auth: AuthContext, sellerId: number | undefined, printName: string) {
    if (sellerId !== undefined && sellerId !== auth.userId)
      throw new AppError('FORBIDDEN', 'error.forbidden');
    await this.repo.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ print_name: printName, updated_at: this.clock.now() })
        .where('id', '=', auth.userId)
        .execute();
      await this.log.write({ auth, action: 'store.printer', target: printName }, trx);
    });
    return { seller_id: auth.userId, print_name: printName };
  }
}
