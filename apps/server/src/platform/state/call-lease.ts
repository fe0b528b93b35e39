import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

/** A lease held by a process dead mid-call is taken over after this long (seconds). */
const LEASE_SECONDS = 120;

/** One outside call per entity at a time, across processes: a change that must call a partner
 * before it can be written (call a rider, cancel one) first claims a lease row with an insert
 * (the idempotency_keys table, scope `lease:<name>`), so of 100 identical clicks one calls the
 * partner and the others get 409 at once — instead of 100 rider orders, 99 of them cancelled
 * again. The lease is freed when the call and its change are done; a process killed meanwhile
 * leaves it to expire. */
export class CallLeases {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hold<T>(shopId: number, name: string, key: string, work: () => Promise<T>): Promise<T> {
    const scope = `lease:${name}`;
    const now = this.clock.now();
    const mine = this.db
      .deleteFrom('idempotency_keys')
      .where('shop_id', '=', shopId)
      .where('scope', '=', scope)
      .where('key', '=', key);
    await mine.where('created_at', '<', now - LEASE_SECONDS).execute();
    const claimed = await this.db
      .insertInto('idempotency_keys')
      .values({
        shop_id: shopId,
        scope,
        key,
        request_hash: '',
        state: 'running',
        status_code: null,
        response: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'scope', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0)
      throw new AppError('CONFLICT', 'error.idempotencyRunning');
    try {
      return await work();
    } finally {
      await mine.execute();
    }
  }
}
