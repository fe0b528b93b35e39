import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { toPendingEntry } from './order-mappers.ts';
import type { StoreRepository } from './store.repository.ts';

const PENDING_LIMIT = 500;

export class StoreService {
  constructor(
    private readonly repo: StoreRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** Orders not yet entered into the store's account: what the live counter counts. The browser
   * re-reads this on every (re)connect, so notices missed while offline are not lost. */
  async pendingEntry(shopId: number) {
    const rows = await this.repo.pendingEntry(shopId, PENDING_LIMIT);
    return { data: rows.map((o) => toPendingEntry(o, LIVE_NOTICE.NEW_ORDER)), data_total: rows.length };
  }

  async printer(auth: AuthContext) {
    return { seller_id: auth.userId, print_name: await this.repo.printName(auth.userId) };
  }

  /** A seller sets only their own printer: another seller_id is refused, not silently rewritten. */
  async savePrinter(auth: AuthContext, sellerId: number | undefined, printName: string) {
    if (sellerId !== undefined && sellerId !== auth.userId)
      throw new AppError('FORBIDDEN', 'error.forbidden');
    const before = await this.repo.printName(auth.userId);
    await this.repo.transaction(async (trx) => {
      await this.repo.setPrintNameInTrx(trx, auth.userId, printName, this.clock.now());
      await this.log.write(
        {
          auth,
          action: 'store.printer',
          target: printName,
          changes: fieldChanges({ print_name: before }, { print_name: printName }),
        },
        trx,
      );
    });
    return { seller_id: auth.userId, print_name: printName };
  }
}
