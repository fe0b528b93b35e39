import type { LogEntry } from '../audit/operation-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Clock } from '../clock.ts';
import { AppError, conflict } from '../http/app-error.ts';
import { isRefusal, type Machine, type Refusal } from './state-machine.ts';

/** Who makes a change: a signed-in user (`auth`), or the buyer, a supplier, a partner or the
 * system by name. `kind` is what the machine's `by` lists name. */
export interface ChangeActor<K extends string> {
  kind?: K;
  name: string;
  auth: AuthContext | null;
  ip?: string;
}

/** One move of the machine. A step that follows from another (the refund is done because it was
 * paid offline) may name its own actor kind. */
export interface ChangeStep<A extends string, K extends string, P> {
  action: A;
  message: string;
  by?: K;
  patch?: P;
}

export interface Change<E, S extends string, A extends string, K extends string, P, Trx, G> {
  /** Applied in order in one transaction, each decided on the status the previous one left. */
  steps: readonly ChangeStep<A, K, P>[];
  /** Extra condition for the repository's conditional update (e.g. the rider state seen). */
  guard?: G;
  /** More writes of this change in the same transaction (stock, refund rows, batch numbers). */
  alsoInTransaction?: (trx: Trx, entity: E, to: S, now: number) => Promise<void>;
  /** Runs after the commit and the area's notices (e.g. send a refund to the provider). */
  afterCommit?: (updated: E) => Promise<void>;
  /** Added to the operation log row's detail. */
  detail?: Record<string, unknown>;
}

/** One history row: what moved, from where to where, by whom. */
export interface HistoryEntry<S extends string, A extends string, K extends string> {
  action: A;
  from: S;
  to: S;
  by: K | undefined;
  actorName: string;
  message: string;
  now: number;
}

/** The SQL of a change, written by the area's repository: the kernel builds none. */
export interface StateStore<E, S extends string, A extends string, K extends string, P, Trx, G> {
  transaction<T>(fn: (trx: Trx) => Promise<T>): Promise<T>;
  /** Takes the row locks the change needs, in the area's lock order, before the update. It may
   * return the entity re-read under the lock (a sub-order's parent as it is now): the change is
   * then decided again on it. `to` is the status decided before the transaction. */
  lock?(trx: Trx, entity: E, to: S): Promise<E | void>;
  /** `UPDATE … SET patch WHERE id = entity's AND status = from` (and whatever else the area
   * compares with what it read); true when the one row changed. */
  changeStatus(trx: Trx, entity: E, from: S, patch: P, guard: G | undefined): Promise<boolean>;
  addHistory?(trx: Trx, entity: E, entry: HistoryEntry<S, A, K>): Promise<void>;
  /** The entity as committed. */
  reload(entity: E): Promise<E>;
}

/** The operation log, written in the change's transaction. */
export interface AuditLog<Trx> {
  write(entry: LogEntry, trx: Trx): Promise<void>;
}

/** What an area brings besides its machine and store. */
export interface StateArea<
  E extends { shop_id: number },
  F,
  S extends string,
  A extends string,
  K extends string,
  P,
  Trx,
> {
  /** The facts the machine decides on. */
  facts(entity: E, now: number): F;
  status(entity: E): S;
  /** Columns that go with a move (when a status is entered, a flag derived from it). */
  entering?(entity: E, from: S, to: S, now: number, action: A): Partial<P>;
  /** The area's own writes of every change, after the history rows (counters, parent logs). */
  alsoInTransaction?(trx: Trx, entity: E, to: S, now: number, actor: ChangeActor<K>): Promise<void>;
  /** Live notices and the like after the commit. */
  notify?(before: E, after: E): Promise<void>;
  /** The operation log's action prefix ("order" → "order.pay"), target and extra detail. */
  audit: { prefix: string; target: (entity: E) => string; detail?: (entity: E) => Record<string, unknown> };
  /** The error for a refusal; by default 423 for the actor refusal and 409 for the others. */
  refusalError?(refusal: Refusal): AppError;
}

/** Runs state changes: decide → (transaction: lock → conditional update per step, a miss is 409
 * and changes nothing → history row → the change's and the area's extra writes → operation log)
 * → after the commit: reload, notices, the change's afterCommit. */
export class StateChanges<
  E extends { shop_id: number },
  F extends { status: S },
  S extends string,
  A extends string,
  K extends string,
  P,
  Trx,
  G = never,
> {
  constructor(
    private readonly machine: Machine<F, S, A, K>,
    private readonly store: StateStore<E, S, A, K, P, Trx, G>,
    private readonly area: StateArea<E, F, S, A, K, P, Trx>,
    private readonly log: AuditLog<Trx>,
    private readonly clock: Clock,
  ) {}

  /** Refuses (with the area's error) when the machine says no; else the status it leads to. */
  decideOrRefuse(entity: E, action: A, by?: K, now = this.clock.now()): S {
    const d = this.machine.decide(this.area.facts(entity, now), action, by);
    if (isRefusal(d)) throw this.refusalError(d);
    return d.to;
  }

  async apply(actor: ChangeActor<K>, entity: E, change: Change<E, S, A, K, P, Trx, G>): Promise<E> {
    const now = this.clock.now();
    this.outcome(actor, entity, change, now);
    await this.store.transaction((trx) => this.write(trx, actor, entity, change, now));
    const updated = await this.store.reload(entity);
    await this.area.notify?.(entity, updated);
    await change.afterCommit?.(updated);
    return updated;
  }

  /** The same change inside a transaction someone else runs (a refund that closes a case). The
   * caller runs the returned function after its commit (reload, notices, afterCommit). */
  async applyIn(
    trx: Trx,
    actor: ChangeActor<K>,
    entity: E,
    change: Change<E, S, A, K, P, Trx, G>,
  ): Promise<() => Promise<E>> {
    const now = this.clock.now();
    this.outcome(actor, entity, change, now);
    await this.write(trx, actor, entity, change, now);
    return async () => {
      const updated = await this.store.reload(entity);
      await this.area.notify?.(entity, updated);
      await change.afterCommit?.(updated);
      return updated;
    };
  }

  /** Decides every step on the status the previous one leaves, refusing as `apply` would; the
   * status the change leads to (so an area can choose to run it inside another change). */
  outcome(
    actor: ChangeActor<K>,
    entity: E,
    change: Change<E, S, A, K, P, Trx, G>,
    now = this.clock.now(),
  ): S {
    return this.moves(entity, change, actor, now).at(-1)?.to ?? this.area.status(entity);
  }

  private moves(entity: E, change: Change<E, S, A, K, P, Trx, G>, actor: ChangeActor<K>, now: number) {
    const facts = this.area.facts(entity, now);
    let status = this.area.status(entity);
    return change.steps.map((step) => {
      const by = step.by ?? actor.kind;
      const d = this.machine.decide({ ...facts, status }, step.action, by);
      if (isRefusal(d)) throw this.refusalError(d);
      const move = { from: status, to: d.to, step, by };
      status = d.to;
      return move;
    });
  }

  private async write(
    trx: Trx,
    actor: ChangeActor<K>,
    seen: E,
    change: Change<E, S, A, K, P, Trx, G>,
    now: number,
  ): Promise<void> {
    let moves = this.moves(seen, change, actor, now);
    const to = moves.at(-1)?.to ?? this.area.status(seen);
    const locked = await this.store.lock?.(trx, seen, to);
    // Facts re-read under the lock may say no now (the parent order was cancelled meanwhile).
    const entity = locked ?? seen;
    if (locked) moves = this.moves(locked, change, actor, now);
    for (const { from, to: next, step, by } of moves) {
      const patch = {
        ...step.patch,
        status: next,
        updated_at: now,
        ...this.area.entering?.(entity, from, next, now, step.action),
      } as P;
      if (!(await this.store.changeStatus(trx, entity, from, patch, change.guard))) throw conflict();
      await this.store.addHistory?.(trx, entity, {
        action: step.action,
        from,
        to: next,
        by,
        actorName: actor.name,
        message: step.message,
        now,
      });
    }
    const last = moves.at(-1)?.to ?? to;
    await change.alsoInTransaction?.(trx, entity, last, now);
    await this.area.alsoInTransaction?.(trx, entity, last, now, actor);
    await this.log.write(
      {
        auth: actor.auth,
        actor: actor.auth
          ? undefined
          : { shopId: entity.shop_id, userId: null, username: actor.name, ip: actor.ip ?? '' },
        action: `${this.area.audit.prefix}.${moves.map((m) => m.step.action).join('+')}`,
        target: this.area.audit.target(entity),
        detail: {
          ...this.area.audit.detail?.(entity),
          from: this.area.status(seen),
          to: last,
          ...change.detail,
        },
      },
      trx,
    );
  }

  private refusalError(r: Refusal): AppError {
    if (this.area.refusalError) return this.area.refusalError(r);
    return r.refused === this.machine.refusals.actor
      ? new AppError('FORBIDDEN', r.refused, r.params ?? {})
      : new AppError('CONFLICT', r.refused, r.params ?? {});
  }
}
