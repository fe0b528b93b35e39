import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { targetTypeOf } from '@rxdesk/contract/logs/target-type';
import { redactSecrets } from './redact.ts';

export interface LogEntry {
  auth?: AuthContext | null;
  /** For events before a session exists (sign-in attempts). */
  actor?: { shopId: number | null; userId: number | null; username: string; role?: string; ip: string };
  action: string;
  /** What `target` names; by default the action minus its last segment (`goods.tag.create` →
   * `goods.tag`). Say it when the target is of another kind (`goods.tag.goods.add` names goods). */
  targetType?: string;
  target?: string;
  detail?: Record<string, unknown>;
  /** The fields an action changed, each with its value before and after: the Logs screen shows
   * them as a before/after table. Stored as `detail.changes`. */
  changes?: FieldChanges;
}

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields whose values differ between `before` and `after` (only the keys `after` names). */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const out: FieldChanges = {};
  for (const [k, to] of Object.entries(after)) {
    const from = before[k];
    if (JSON.stringify(from) !== JSON.stringify(to)) out[k] = { from: from ?? null, to: to ?? null };
  }
  return out;
}

/** The operation log of DESIGN.md §4: who, role, what, target, when, IP. Written inside the
 * caller's transaction when one is given, so a change and its log row commit together. Append-only:
 * nothing updates or deletes a row, and the database refuses it (migration 0021). */
export class OperationLog {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async write(entry: LogEntry, trx: Kysely<Database> = this.db): Promise<void> {
    await trx
      .insertInto('operation_logs')
      .values(await this.rowOf(entry, trx))
      .execute();
  }

  /** Several rows in one statement (a goods import logs each item it creates). */
  async writeMany(entries: readonly LogEntry[], trx: Kysely<Database> = this.db): Promise<void> {
    if (entries.length === 0) return;
    const rows = [];
    for (const e of entries) rows.push(await this.rowOf(e, trx));
    await trx.insertInto('operation_logs').values(rows).execute();
  }

  private async rowOf(entry: LogEntry, trx: Kysely<Database>) {
    const a = entry.auth;
    return {
      shop_id: a ? a.shopId : (entry.actor?.shopId ?? null),
      user_id: a ? a.userId : (entry.actor?.userId ?? null),
      username: a ? a.username : (entry.actor?.username ?? ''),
      role: a
        ? a.founder
          ? 'founder'
          : a.roleName
        : (entry.actor?.role ?? (await roleOf(trx, entry.actor))),
      action: entry.action,
      target_type: entry.targetType ?? targetTypeOf(entry.action),
      target: entry.target ?? '',
      // Secrets never reach the log, whichever writer forgot (redact.ts).
      detail: JSON.stringify(
        redactSecrets(entry.changes ? { ...entry.detail, changes: entry.changes } : (entry.detail ?? {})),
      ),
      ip: a ? a.ip : (entry.actor?.ip ?? ''),
      created_at: this.clock.now(),
    };
  }
}

/** The role of a known user acting before a session exists (a sign-in), as the auth guard names
 * it for signed-in callers: `founder` or the role's name. */
async function roleOf(db: Kysely<Database>, actor: LogEntry['actor']): Promise<string> {
  if (!actor?.userId) return '';
  const u = await db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.founder', 'r.role_name'])
    .where('u.id', '=', actor.userId)
    .executeTakeFirst();
  return !u ? '' : u.founder === 1 ? 'founder' : (u.role_name ?? '');
}
