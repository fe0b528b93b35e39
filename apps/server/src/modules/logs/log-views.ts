import type { FieldChange, LogEntryView, LogRow } from '@rxdesk/contract/logs/logs';
import type { LogDbRow } from './logs.repository.ts';

function parseDetail(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `detail.changes` as written by OperationLog ({field: {from, to}}), as rows. */
function changesOf(detail: Record<string, unknown>): FieldChange[] {
  const c = detail.changes;
  if (!c || typeof c !== 'object' || Array.isArray(c)) return [];
  return Object.entries(c as Record<string, { from?: unknown; to?: unknown }>).map(([field, v]) => ({
    field,
    from: v?.from ?? null,
    to: v?.to ?? null,
  }));
}

export function toLogRow(r: LogDbRow): LogRow {
  return {
    log_id: Number(r.id),
    user_id: r.user_id === null ? null : Number(r.user_id),
    username: r.username,
    role: r.role,
    action: r.action,
    target_type: r.target_type,
    target: r.target,
    ip: r.ip,
    create_time: Number(r.created_at),
    // Cheap test on the text: the list does not parse every row's detail.
    has_changes: r.detail.includes('"changes":{"'),
  };
}

export function toLogEntry(r: LogDbRow): LogEntryView {
  const { changes: _changes, ...detail } = parseDetail(r.detail);
  return { ...toLogRow(r), detail, changes: changesOf(parseDetail(r.detail)) };
}

/** A value of the detail or a change as one cell of the export. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}
