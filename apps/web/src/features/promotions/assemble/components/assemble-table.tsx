import type { AssembleRow } from '@rxdesk/contract/promotions/assemble';
import { Button, Space } from 'antd';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import { StateTag, windowText, type ActivityRowAction } from '../../seckill/components/activity-columns.tsx';

/** The assembles with their rules and team figures; paging is drawn by the surrounding list screen.
 * The row buttons are the server's allowed actions, and always "view". */
export const AssembleTable = defineListTable<AssembleRow, ActivityRowAction>({
  label: 'promotions.assemble.table',
  rowKey: 'id',
  width: 1100,
  columns: (t, lang, onAction) => {
    const k = (key: string, o?: Record<string, unknown>) => t(`promotions.assemble.${key}`, o);
    return [
      { key: 'title', title: k('columns.title'), width: 200, render: (_, r) => r.title },
      { key: 'window', title: k('columns.window'), width: 280, render: (_, r) => windowText(r) },
      {
        key: 'rules',
        title: k('columns.rules'),
        width: 220,
        render: (_, r) => k('rulesText', { size: r.team_size, minutes: r.time_limit, limit: r.limit_num }),
      },
      {
        key: 'teams',
        title: k('columns.teams'),
        width: 130,
        render: (_, r) => `${r.teams_formed} / ${r.teams_forming} / ${r.teams_failed}`,
      },
      { key: 'orders', title: k('columns.orders'), width: 80, render: (_, r) => r.orders },
      {
        key: 'state',
        title: k('columns.state'),
        width: 90,
        render: (_, r) => <StateTag state={r.state} lang={lang} />,
      },
      {
        key: 'actions',
        title: k('columns.actions'),
        width: 190,
        fixed: 'right',
        render: (_, row) => (
          <Space size={0} wrap>
            {(['view', ...row.allowed_actions] as ActivityRowAction[]).map((a) => (
              <Button
                key={a}
                type="link"
                size="small"
                danger={a === 'delete' || a === 'close'}
                onClick={() => onAction(row, a)}
                data-testid={`activity-action-${a}`}
              >
                {k(`actions.${a}`)}
              </Button>
            ))}
          </Space>
        ),
      },
    ];
  },
});
