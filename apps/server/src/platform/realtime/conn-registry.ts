import type { SocketPrincipal } from './socket-auth.ts';

/** Live sockets of one gateway in this process, indexed by shop (notices) and by user (forced
 * logout; a user has one sign-in, so filtering that user's few sockets by session is cheap). */
export class ConnRegistry<C extends SocketPrincipal> {
  private readonly byShop = new Map<number, Set<C>>();
  private readonly byUser = new Map<number, Set<C>>();
  private count = 0;

  add(conn: C): void {
    if (addTo(this.byShop, conn.shopId, conn)) this.count++;
    addTo(this.byUser, conn.userId, conn);
  }

  /** Idempotent: a socket is removed when it closes, whoever closed it. */
  remove(conn: C): void {
    if (removeFrom(this.byShop, conn.shopId, conn)) this.count--;
    removeFrom(this.byUser, conn.userId, conn);
  }

  ofShop(shopId: number): ReadonlySet<C> {
    return this.byShop.get(shopId) ?? EMPTY;
  }

  ofUser(userId: number): C[] {
    // A copy: closing a socket removes it from the set being walked.
    return [...(this.byUser.get(userId) ?? EMPTY)];
  }

  /** Shops with at least one socket here. */
  shopIds(): IterableIterator<number> {
    return this.byShop.keys();
  }

  *all(): IterableIterator<C> {
    for (const set of this.byShop.values()) yield* set;
  }

  get size(): number {
    return this.count;
  }
}

const EMPTY: ReadonlySet<never> = new Set<never>();

function addTo<C>(index: Map<number, Set<C>>, key: number, conn: C): boolean {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  const before = set.size;
  set.add(conn);
  return set.size > before;
}

function removeFrom<C>(index: Map<number, Set<C>>, key: number, conn: C): boolean {
  const set = index.get(key);
  if (!set?.delete(conn)) return false;
  // Empty sets of shops nobody watches any more would pile up over days.
  if (set.size === 0) index.delete(key);
  return true;
}
