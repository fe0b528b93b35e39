import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { LogExportQuery } from '@rxdesk/contract/logs/logs';
import type { Db } from '../../platform/db/database.ts';
import { likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword, countRows, createdWithin, paged } from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';

/** The list's filters as the service hands them down: the keyword's matching action codes (by
 * label) already looked up. */
export type LogFilters = LogExportQuery & { labelled?: string[] };

/** `%keyword%`, typed as the text column it is compared with. */
const contains = (k: string) => containsKeyword(k) as RawBuilder<string>;

type LogQuery = SelectQueryBuilder<Database, 'operation_logs', object>;

const LOG_COLUMNS = [
  'id',
  'user_id',
  'username',
  'role',
  'action',
  'target_type',
  'target',
  'detail',
  'ip',
  'created_at',
] as const;

/** `prefix%` with the prefix's own wildcards taken literally. */
const startsWith = (prefix: string) =>
  sql<string>`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}||'%' ${likeEscape()}`;

/** One shop's operation log, read-only: there is no update or delete here, and the database
 * refuses them (migration 0021). Every query names the shop. */
export class LogsRepository {
  constructor(private readonly db: Db) {}

  private filtered(shopId: number, f: LogFilters): LogQuery {
    const like = likeOperator(this.db);
    // `goods.` or `goods*` filters by prefix; anything else is one action exactly.
    const prefix = f.action?.endsWith('*')
      ? f.action.slice(0, -1)
      : f.action?.endsWith('.')
        ? f.action
        : null;
    const action = prefix === null ? f.action : undefined;
    return this.db
      .selectFrom('operation_logs')
      .where('shop_id', '=', shopId)
      .$if(f.user_id !== undefined, (b) => b.where('user_id', '=', f.user_id!))
      .$if(!!f.operator, (b) => b.where('username', like, contains(f.operator!)))
      .$if(!!action, (b) => b.where('action', '=', action!))
      .$if(!!prefix, (b) => b.where('action', 'like', startsWith(prefix!)))
      .$if(!!f.target_type, (b) => b.where('target_type', '=', f.target_type!))
      .$if(!!f.target, (b) => b.where('target', '=', f.target!))
      .$call(createdWithin('created_at', f))
      .$if(!!f.keyword, (b) =>
        b.where((eb: ExpressionBuilder<Database, 'operation_logs'>) =>
          eb.or([
            eb('action', like, contains(f.keyword!)),
            eb('target', like, contains(f.keyword!)),
            eb('detail', like, contains(f.keyword!)),
            ...(f.labelled?.length ? [eb('action', 'in', f.labelled)] : []),
          ]),
        ),
      );
  }

  async page(shopId: number, f: LogFilters, p: { page_no: number; page_size: number }) {
    const base = this.filtered(shopId, f);
    const [rows, total] = await Promise.all([
      base.select(LOG_COLUMNS).orderBy('id', 'desc').$call(paged(p)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  count(shopId: number, f: LogFilters) {
    return countRows(this.filtered(shopId, f));
  }

  /** The export's next rows, newest first, older than `before` (keyset: steady at any depth). */
  batch(shopId: number, f: LogFilters, before: number | null, limit: number) {
    return this.filtered(shopId, f)
      .select(LOG_COLUMNS)
      .$if(before !== null, (b) => b.where('id', '<', before!))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  find(shopId: number, id: number) {
    return this.db
      .selectFrom('operation_logs')
      .select(LOG_COLUMNS)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The shop's users who appear in its log (the operators select). */
  operators(shopId: number) {
    return this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.username', 'u.real_name'])
      .where('u.shop_id', '=', shopId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('operation_logs as l')
            .select('l.id')
            .where('l.shop_id', '=', shopId)
            .whereRef('l.user_id', '=', 'u.id'),
        ),
      )
      .orderBy('u.id')
      .execute();
  }
}

export type LogDbRow = Awaited<ReturnType<LogsRepository['find']>> & object;
