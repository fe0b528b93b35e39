import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * The operation log screen (操作日志, issue 21): what the server writes on sign-ins, refusals,
 * account changes and every state change, read-only. A founder sees the whole shop; other roles
 * need `operate-log`. No route edits or deletes a row (the database refuses it too).
 */

const unix = z.coerce.number().int().min(0).max(4102444800);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().trim().max(max, 'rule.keywordTooLong').optional();

const logFilters = z.object({
  /** The operator's user id (the operators select). */
  user_id: id.optional(),
  /** Part of the operator's user name (typed instead of chosen). */
  operator: text(64),
  /** An action code; ending in `.` or `*` it is a prefix (`goods.` → every goods action). */
  action: text(80),
  target_type: text(80),
  /** The target exactly as the row names it (an order sn, a goods id, a user name). */
  target: text(200),
  start_time: unix.optional(),
  end_time: unix.optional(),
  /** Part of the action, target or detail (or of an action's label). */
  keyword: text(80),
});

/** GET /api/seller/logs — newest first. */
export const logListQuery = pageQuery.extend(logFilters.shape);
export type LogListQuery = z.infer<typeof logListQuery>;

/** GET /api/seller/logs/export — the same filters, every page. */
export const logExportQuery = logFilters;
export type LogExportQuery = z.infer<typeof logExportQuery>;

/** GET /api/seller/logs/{log_id} */
export const logIdParams = z.object({ log_id: id });

export const logRow = z.object({
  log_id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string(),
  role: z.string(),
  action: z.string(),
  target_type: z.string(),
  target: z.string(),
  ip: z.string(),
  create_time: z.number().int(),
  /** The entry recorded before/after values (the detail shows them as a table). */
  has_changes: z.boolean(),
});
export type LogRow = z.infer<typeof logRow>;

export const fieldChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChange>;

export const logEntry = logRow.extend({
  /** The rest of the detail, key by key. */
  detail: z.record(z.string(), z.unknown()),
  changes: z.array(fieldChange),
});
export type LogEntryView = z.infer<typeof logEntry>;

/** GET /api/seller/logs/operators — the shop's users who appear in its log. */
export const logOperator = z.object({
  user_id: z.number().int(),
  username: z.string(),
  real_name: z.string(),
});
export const logOperators = z.object({ data: z.array(logOperator) });
export type LogOperator = z.infer<typeof logOperator>;

export const logFile = z.unknown();
