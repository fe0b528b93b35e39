import type { Db } from '../db/database.ts';
import type { BusLogger } from './event-bus.ts';

export interface ClosedShopWatchDeps {
  db: Db;
  everyMs: number;
  /** The shops this gateway holds sockets for, right now. */
  shops(): Iterable<number>;
  /** Ends every socket of a shop found closed. */
  onClosed(shopId: number): void;
  log: Pick<BusLogger, 'error'>;
}

/** Ids per query: far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/**
 * A shop is closed by the platform operator (`shops.closed`), not by any call of this app, so no
 * service can publish it on the bus. Sockets check the shop only when they connect; this looks, every
 * `everyMs`, for closed shops among those this gateway has sockets for (one indexed query per 500
 * shops), so a closed shop stops hearing notices within that time, as its API calls stop at once.
 * Returns the stop function.
 */
export function watchClosedShops(deps: ClosedShopWatchDeps): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow database must not pile up checks
    running = true;
    check(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'live sockets: closed-shop check failed'))
      .finally(() => (running = false));
  }, deps.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function check(deps: ClosedShopWatchDeps): Promise<void> {
  const ids = [...deps.shops()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const closed = await deps.db
      .selectFrom('shops')
      .select('id')
      .where('closed', '=', 1)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const { id } of closed) deps.onClosed(Number(id));
  }
}
