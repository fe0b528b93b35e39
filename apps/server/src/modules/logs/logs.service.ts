import type { LogExportQuery, LogListQuery } from '@rxdesk/contract/logs/logs';
import { actionLabel, actionsLabelled, targetTypeLabel } from '@rxdesk/contract/logs/action-labels';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { streamSheet, type SheetColumn } from '../../platform/xlsx/xlsx-stream.ts';
import { cellText, toLogEntry, toLogRow } from './log-views.ts';
import type { LogFilters, LogsRepository } from './logs.repository.ts';

/** Rows per read and per event-loop turn of the export (the order export's batch). */
const EXPORT_BATCH = 250;

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: '时间', key: 'time', width: 20 },
  { header: '操作人', key: 'username', width: 16 },
  { header: '角色', key: 'role', width: 12 },
  { header: '操作', key: 'action', width: 20 },
  { header: '操作代码', key: 'code', width: 24 },
  { header: '对象类型', key: 'type', width: 14 },
  { header: '对象', key: 'target', width: 24 },
  { header: 'IP', key: 'ip', width: 16 },
  { header: '修改前后', key: 'changes', width: 40 },
  { header: '详情', key: 'detail', width: 50 },
];

/** The operation log screen: read-only views of one shop's log (the route checks the
 * `operate-log` permission; founders hold every permission). */
export class LogsService {
  constructor(private readonly repo: LogsRepository) {}

  private filters(q: LogExportQuery): LogFilters {
    return q.keyword ? { ...q, labelled: actionsLabelled(q.keyword) } : q;
  }

  async list(auth: AuthContext, q: LogListQuery) {
    const { page_no, page_size, ...rest } = q;
    const { rows, total } = await this.repo.page(auth.shopId, this.filters(rest), { page_no, page_size });
    return { data: rows.map(toLogRow), data_total: total, page_no, page_size };
  }

  /** Another shop's entry (or none) is 404. */
  async entry(auth: AuthContext, id: number) {
    const row = await this.repo.find(auth.shopId, id);
    if (!row) throw notFound();
    return toLogEntry(row);
  }

  async operators(auth: AuthContext) {
    const rows = await this.repo.operators(auth.shopId);
    return {
      data: rows.map((r) => ({ user_id: Number(r.id), username: r.username, real_name: r.real_name })),
    };
  }

  /** What the list shows under the same filters, every page, as a streamed XLSX (zh labels: the
   * file is for the shop's records). */
  async export(auth: AuthContext, q: LogExportQuery) {
    const f = this.filters(q);
    const total = await this.repo.count(auth.shopId, f);
    const file = streamSheet('操作日志', EXPORT_COLUMNS, async (write) => {
      let before: number | null = null;
      for (let sent = 0; sent < total;) {
        const rows = await this.repo.batch(auth.shopId, f, before, Math.min(EXPORT_BATCH, total - sent));
        if (rows.length === 0) return;
        if (!(await write(rows.map(exportRow)))) return;
        sent += rows.length;
        before = Number(rows[rows.length - 1]!.id);
      }
    });
    return { total, file };
  }
}

function exportRow(r: Parameters<typeof toLogEntry>[0]): unknown[] {
  const e = toLogEntry(r);
  return [
    unixToDateString(e.create_time),
    e.username,
    e.role,
    actionLabel(e.action, 'zh'),
    e.action,
    targetTypeLabel(e.target_type, 'zh'),
    e.target,
    e.ip,
    e.changes.map((c) => `${c.field}: ${cellText(c.from)} → ${cellText(c.to)}`).join('\n'),
    Object.keys(e.detail).length ? JSON.stringify(e.detail) : '',
  ];
}
