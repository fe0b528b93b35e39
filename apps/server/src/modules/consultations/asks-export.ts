import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { ASK_STATE_LABELS, type AskExportQuery, type AskState } from '@rxdesk/contract/consultations/asks';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { streamSheet, type SheetColumn } from '../../platform/xlsx/xlsx-stream.ts';
import type { AsksRepository } from './asks.repository.ts';

/** Rows per read, and per event-loop turn. */
const BATCH = 200;

const COLUMNS: SheetColumn[] = [
  { header: '咨询编号', key: 'id', width: 10 },
  { header: '商品', key: 'goods', width: 30 },
  { header: '须药师回复', key: 'rx', width: 10 },
  { header: '会员', key: 'member', width: 16 },
  { header: '咨询内容', key: 'content', width: 50 },
  { header: '提问时间', key: 'created', width: 20 },
  { header: '状态', key: 'state', width: 10 },
  { header: '已隐藏', key: 'hidden', width: 8 },
  { header: '回复内容', key: 'reply', width: 50 },
  { header: '回复人', key: 'by', width: 16 },
  { header: '回复时间', key: 'answered', width: 20 },
];

const time = (t: number | null) => (t === null ? '' : unixToDateString(Number(t)));

/** The consultation list under its filters (every page) as a streamed XLSX file. Question and
 * answer text go in as plain cell text. */
export async function exportAsks(repo: AsksRepository, auth: AuthContext, q: AskExportQuery) {
  const total = await repo.count(auth.shopId, q);
  const file = streamSheet('商品咨询', COLUMNS, async (write) => {
    for (let sent = 0; sent < total;) {
      const rows = await repo.slice(auth.shopId, q, sent, Math.min(BATCH, total - sent));
      if (rows.length === 0) return;
      const cells = rows.map((r) => [
        r.id,
        r.goods_name,
        Number(r.pharmacist_required) === 1 ? '是' : '',
        r.anonymous ? '匿名用户' : r.member_name,
        r.content,
        time(r.created_at),
        ASK_STATE_LABELS[r.state as AskState]?.zh ?? r.state,
        r.hidden ? '是' : '',
        r.reply_content,
        r.answered_by_name ? `${r.answered_by_name}（${r.answered_by_role}）` : '',
        time(r.answered_at),
      ]);
      if (!(await write(cells))) return;
      sent += rows.length;
    }
  });
  return { total, file };
}
