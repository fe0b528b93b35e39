import {
  COMMENT_GRADE_LABELS,
  COMMENT_STATUS_LABELS,
  type CommentExportQuery,
  type CommentGrade,
  type CommentStatus,
} from '@rxdesk/contract/comments/comments';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { streamSheet } from '../../platform/xlsx/xlsx-stream.ts';
import type { CommentListRow, CommentsRepository } from './comments.repository.ts';
import { maskName, parseImages } from './comments.service.ts';

const BATCH = 250;

const COLUMNS = [
  { header: '评价编号', key: 'id', width: 10 },
  { header: '评价时间', key: 'time', width: 20 },
  { header: '等级', key: 'grade', width: 8 },
  { header: '买家', key: 'buyer', width: 14 },
  { header: '商品', key: 'goods', width: 30 },
  { header: '规格', key: 'specs', width: 16 },
  { header: '订单号', key: 'sn', width: 22 },
  { header: '评价内容', key: 'content', width: 50 },
  { header: '图片', key: 'images', width: 50 },
  { header: '回复', key: 'reply', width: 40 },
  { header: '回复时间', key: 'reply_time', width: 20 },
  { header: '回复人', key: 'replier', width: 12 },
  { header: '状态', key: 'status', width: 10 },
];

function rowOf(r: CommentListRow): unknown[] {
  return [
    r.id,
    unixToDateString(r.created_at),
    COMMENT_GRADE_LABELS[r.grade as CommentGrade].zh,
    r.anonymous === 1 ? '匿名' : maskName(r.uname, r.mobile),
    r.goods_name,
    r.sku_specs,
    r.order_sn,
    r.content,
    parseImages(r.images).join('\n'),
    r.reply_content ?? '',
    r.reply_time === null ? '' : unixToDateString(r.reply_time),
    r.reply_name,
    COMMENT_STATUS_LABELS[r.status as CommentStatus].zh,
  ];
}

/** The comments list under the same filters (every page) as a streamed XLSX file. Text cells are
 * the buyers' and staff's text as written (a spreadsheet shows it as text). */
export class CommentsExport {
  constructor(private readonly repo: CommentsRepository) {}

  async export(auth: AuthContext, q: CommentExportQuery) {
    const total = await this.repo.count(auth.shopId, q);
    const file = streamSheet('商品评价', COLUMNS, async (write) => {
      let before: number | null = null;
      for (let sent = 0; sent < total;) {
        const rows = await this.repo.exportBatch(auth.shopId, q, before, Math.min(BATCH, total - sent));
        if (rows.length === 0) return;
        if (!(await write(rows.map(rowOf)))) return;
        sent += rows.length;
        before = rows[rows.length - 1]!.id;
      }
    });
    return { total, file };
  }
}
