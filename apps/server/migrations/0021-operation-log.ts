import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../src/platform/db/dialect.ts';

// The operation log screen (issue 21). The log is evidence of who did what, so like the
// prescription audit records (0010) the database itself refuses to rewrite or delete it. Each row
// gains its target's type (the action minus its last segment: `goods.tag.create` → `goods.tag`,
// backfilled here before the triggers exist), and indexes follow the screen's filters, each ending
// in id so "newest first" reads the index in order.

const TARGET_TYPE_OF = (action: string) => {
  const dot = action.lastIndexOf('.');
  return dot > 0 ? action.slice(0, dot) : action;
};

const INDEXES: [string, string[]][] = [
  ['operation_logs_shop_user_idx', ['shop_id', 'user_id', 'id']],
  ['operation_logs_shop_action_idx', ['shop_id', 'action', 'id']],
  ['operation_logs_shop_target_idx', ['shop_id', 'target_type', 'target', 'id']],
  ['operation_logs_shop_time_idx', ['shop_id', 'created_at', 'id']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema
type AnyDb = Kysely<any>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as AnyDb;
  await d.schema
    .alterTable('operation_logs')
    .addColumn('target_type', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .execute();
  const actions = await d.selectFrom('operation_logs').select('action').distinct().execute();
  for (const { action } of actions as { action: string }[])
    await d
      .updateTable('operation_logs')
      .set({ target_type: TARGET_TYPE_OF(action) })
      .where('action', '=', action)
      .execute();
  for (const [name, columns] of INDEXES)
    await d.schema.createIndex(name).on('operation_logs').columns(columns).execute();

  if (isPostgres(db)) {
    // rxdesk_refuse_change() is 0010's: it raises APPEND_ONLY naming the operation and table.
    await sql`create trigger operation_logs_append_only before update or delete on operation_logs
      for each row execute function rxdesk_refuse_change()`.execute(db);
    await sql`create trigger operation_logs_no_truncate before truncate on operation_logs
      for each statement execute function rxdesk_refuse_change()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete'] as const)
    await sql`create trigger ${sql.raw(`operation_logs_no_${op}`)} before ${sql.raw(op)} on operation_logs
      begin select raise(abort, ${sql.lit(`APPEND_ONLY: ${op} on operation_logs is refused`)}); end`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger operation_logs_append_only on operation_logs`.execute(db);
    await sql`drop trigger operation_logs_no_truncate on operation_logs`.execute(db);
  } else {
    await sql`drop trigger operation_logs_no_update`.execute(db);
    await sql`drop trigger operation_logs_no_delete`.execute(db);
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('operation_logs').dropColumn('target_type').execute();
}
