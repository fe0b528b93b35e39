import { unixToDateString } from '@rxdesk/contract/common/date-format';
import {
  ACTIVITY_STATE_LABELS,
  type ActivityAction,
  type ActivityState,
} from '@rxdesk/contract/promotions/seckill';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { Lang } from '../../../../shared/labels/enum-label.ts';

const STATE_COLORS: Record<ActivityState, string> = {
  NOT_STARTED: 'blue',
  RUNNING: 'green',
  ENDED: 'default',
  CLOSED: 'red',
};

export interface ActivityRowBase {
  id: number;
  title: string;
  start_time: number;
  end_time: number;
  state: ActivityState;
  sku_count: number;
  quantity: number;
  sold: number;
  allowed_actions: ActivityAction[];
}

/** The action a row's buttons ask for: the server's allowed actions, and always "view". */
export type ActivityRowAction = ActivityAction | 'view';

export function StateTag({ state, lang }: { state: ActivityState; lang: Lang }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="activity-state">
      {ACTIVITY_STATE_LABELS[state][lang]}
    </Tag>
  );
}

/** The columns both kinds share, with the kind's own columns after the title. */
export function activityColumns<Row extends ActivityRowBase>(
  t: TFunction,
  lang: Lang,
  onAction: (row: Row, action: ActivityRowAction) => void,
  own: TableColumnsType<Row>,
): TableColumnsType<Row> {
  const k = (key: string) => t(`promotions.activity.${key}`);
  return [
    { key: 'title', title: k('columns.title'), width: 200, render: (_, row) => row.title },
    ...own,
    { key: 'skus', title: k('columns.skus'), width: 80, render: (_, row) => row.sku_count },
    {
      key: 'sold',
      title: k('columns.sold'),
      width: 110,
      render: (_, row) => `${row.sold} / ${row.quantity}`,
    },
    {
      key: 'state',
      title: k('columns.state'),
      width: 90,
      render: (_, row) => <StateTag state={row.state} lang={lang} />,
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
}

export const windowText = (row: { start_time: number; end_time: number }) =>
  `${unixToDateString(row.start_time, 'yyyy-MM-dd hh:mm')} ~ ${unixToDateString(row.end_time, 'yyyy-MM-dd hh:mm')}`;
