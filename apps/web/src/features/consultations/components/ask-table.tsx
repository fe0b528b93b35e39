import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { AskAction, AskRow } from '@rxdesk/contract/consultations/asks';
import { Button, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Lines, TwoLines } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';

const STATE_COLORS = { UNANSWERED: 'orange', ANSWERED: 'green', HANDLED: 'default' } as const;

/** Who answered, with the 药师 badge when a pharmacist did. */
function AnsweredBy({ row, t }: { row: AskRow; t: TFunction }) {
  if (row.state === 'HANDLED')
    return (
      <Typography.Text type="secondary">
        {t('consultations.handledBy', {
          name: row.handled_by_name,
          time: unixToDateString(row.handled_time ?? 0),
        })}
      </Typography.Text>
    );
  if (row.state !== 'ANSWERED') return null;
  return (
    <Lines>
      <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, tooltip: row.reply_content }}>
        {row.reply_content}
      </Typography.Paragraph>
      <Space size={4} wrap>
        <Typography.Text type="secondary" data-testid="ask-answered-by">
          {row.answered_by_name}
          {row.answered_by_role ? ` · ${row.answered_by_role}` : ''}
        </Typography.Text>
        {row.answered_by_pharmacist === 1 && (
          <Tag color="blue" data-testid="ask-pharmacist-badge">
            {t('consultations.pharmacistBadge')}
          </Tag>
        )}
        <Typography.Text type="secondary">{unixToDateString(row.reply_time ?? 0)}</Typography.Text>
      </Space>
    </Lines>
  );
}

function actionsOf(row: AskRow, t: TFunction, onAction: (row: AskRow, action: AskAction) => void) {
  const button = (action: AskAction, danger = false) => (
    <Button key={action} type="link" size="small" danger={danger} onClick={() => onAction(row, action)}>
      {t(`consultations.actions.${action}`)}
    </Button>
  );
  const allowed = new Set(row.allowed_actions);
  // Told up front: on a prescription drug a clerk sees why there is nothing to answer with.
  const needsPharmacist =
    row.state === 'UNANSWERED' && row.pharmacist_required === 1 && !allowed.has('answer');
  return (
    <Space size={0} wrap>
      {allowed.has('answer') && button('answer')}
      {needsPharmacist && (
        <Tooltip title={t('consultations.pharmacistOnly')}>
          <Button type="link" size="small" disabled>
            {t('consultations.actions.answer')}
          </Button>
        </Tooltip>
      )}
      {allowed.has('edit') && button('edit')}
      {allowed.has('handle') && button('handle')}
      {allowed.has('hide') && button('hide', true)}
      {allowed.has('show') && button('show')}
    </Space>
  );
}

function askColumns(
  t: TFunction,
  onAction: (row: AskRow, action: AskAction) => void,
): TableColumnsType<AskRow> {
  return [
    {
      key: 'goods',
      title: t('consultations.columns.goods'),
      width: 220,
      render: (_, row) => (
        <Space align="start">
          {row.goods_img && (
            <img src={row.goods_img} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
          )}
          <Lines>
            <Typography.Text ellipsis={{ tooltip: row.goods_name }} style={{ maxWidth: 160 }}>
              {row.goods_name}
            </Typography.Text>
            {row.pharmacist_required === 1 && (
              <span>
                <Tag color="red">{t('consultations.rx')}</Tag>
              </span>
            )}
          </Lines>
        </Space>
      ),
    },
    {
      key: 'question',
      title: t('consultations.columns.question'),
      width: 280,
      render: (_, row) => (
        <TwoLines
          testId="ask-content"
          main={row.content}
          note={`${row.member_name} · ${unixToDateString(row.create_time)}`}
        />
      ),
    },
    {
      key: 'state',
      title: t('consultations.columns.state'),
      width: 110,
      render: (_, row) => (
        <Lines>
          <span>
            <Tag color={STATE_COLORS[row.state]} data-testid="ask-state">
              {t(`consultations.states.${row.state}`)}
            </Tag>
          </span>
          {row.hidden === 1 && (
            <span>
              <Tag>{t('consultations.hidden')}</Tag>
            </span>
          )}
        </Lines>
      ),
    },
    {
      key: 'answer',
      title: t('consultations.columns.answer'),
      width: 300,
      render: (_, row) => <AnsweredBy row={row} t={t} />,
    },
    {
      key: 'actions',
      title: t('consultations.columns.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => actionsOf(row, t, onAction),
    },
  ];
}

/** The consultations; paging is drawn by the surrounding list screen. */
export const AskTable = defineListTable<AskRow, AskAction>({
  label: 'consultations.table',
  rowKey: 'ask_id',
  width: 1060,
  columns: (t, _lang, onAction) => askColumns(t, onAction),
});
