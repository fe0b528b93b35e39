import {
  COMMENT_GRADE_LABELS,
  COMMENT_STATUS_LABELS,
  type CommentAction,
  type CommentRow,
} from '@rxdesk/contract/comments/comments';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../shared/labels/enum-label.ts';
import { SecondaryText } from '../../../shared/components/secondary-text.tsx';
import { Lines, TwoLines } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { CommentImages } from './comment-images.tsx';

const GRADE_COLORS = { GOOD: 'green', NEUTRAL: 'gold', BAD: 'red' } as const;

/** Text users wrote is rendered as React text (escaped), never as markup. */
function columns(
  t: TFunction,
  lang: Lang,
  onAction: (row: CommentRow, action: CommentAction) => void,
): TableColumnsType<CommentRow> {
  return [
    {
      key: 'buyer',
      title: t('comments.columns.buyer'),
      width: 110,
      render: (_, row) =>
        row.anonymous === 1 ? <Tag>{t('comments.anonymous')}</Tag> : <span>{row.member_name}</span>,
    },
    {
      key: 'goods',
      title: t('comments.columns.goods'),
      width: 200,
      render: (_, row) => (
        <TwoLines
          main={row.goods_name}
          note={`${row.sku_specs} · ${t('comments.orderSn', { sn: row.order_sn })}`}
        />
      ),
    },
    {
      key: 'grade',
      title: t('comments.columns.grade'),
      width: 70,
      render: (_, row) => (
        <Tag color={GRADE_COLORS[row.grade]} data-testid="comment-grade">
          {COMMENT_GRADE_LABELS[row.grade][lang]}
        </Tag>
      ),
    },
    {
      key: 'content',
      title: t('comments.columns.content'),
      width: 280,
      render: (_, row) => (
        <div>
          <div className="rx-comment__text" data-testid="comment-content">
            {row.content}
          </div>
          <CommentImages images={row.images} label={t('comments.imagesLabel')} />
        </div>
      ),
    },
    {
      key: 'time',
      title: t('comments.columns.time'),
      width: 150,
      render: (_, row) => unixToDateString(row.create_time),
    },
    {
      key: 'reply',
      title: t('comments.columns.reply'),
      width: 240,
      render: (_, row) =>
        row.reply_content === null ? (
          <Tag>{t('comments.noReply')}</Tag>
        ) : (
          <Lines>
            <span className="rx-comment__reply" data-testid="comment-reply">
              {row.reply_content}
            </span>
            <SecondaryText>
              {t('comments.repliedBy', {
                name: row.reply_name,
                time: unixToDateString(row.reply_time ?? 0),
              })}
            </SecondaryText>
          </Lines>
        ),
    },
    {
      key: 'status',
      title: t('comments.columns.status'),
      width: 80,
      render: (_, row) => (
        <Tag color={row.status === 'HIDDEN' ? 'default' : 'blue'} data-testid="comment-status">
          {COMMENT_STATUS_LABELS[row.status][lang]}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('comments.columns.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {row.allowed_actions.map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'hide'}
              onClick={() => onAction(row, a)}
              data-testid={`comment-action-${a}`}
            >
              {t(`comments.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}

/** The comments; paging is drawn by the surrounding list screen. */
export const CommentTable = defineListTable<CommentRow, CommentAction>({
  label: 'comments.table',
  rowKey: 'comment_id',
  width: 1380,
  columns,
});
