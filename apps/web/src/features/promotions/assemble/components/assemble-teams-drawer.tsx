import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { PAGE_SIZES } from '@rxdesk/contract/common/paging';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import {
  TEAM_STATE_LABELS,
  TEAM_STATES,
  type AssembleTeam,
  type TeamState,
} from '@rxdesk/contract/promotions/assemble';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { Descriptions, Drawer, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { StateTag, windowText } from '../../seckill/components/activity-columns.tsx';
import { useAssemble, useAssembleTeams } from '../api/assemble-queries.ts';

const TEAM_COLORS: Record<TeamState, string> = { FORMING: 'processing', FORMED: 'success', FAILED: 'error' };
const time = (s: number) => unixToDateString(s, 'yyyy-MM-dd hh:mm:ss');

/** One assemble's figures and its teams (state filter, pages), each team with its orders. */
export function AssembleTeamsDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.assemble.${key}`);
  const lang = useLang();
  const [state, setState] = useState<TeamState | 'ALL'>('ALL');
  const [page, setPage] = useState({ page_no: 1, page_size: 10 });
  const detail = useAssemble(id);
  const teams = useAssembleTeams(id, { ...page, ...(state === 'ALL' ? {} : { state }) });
  const d = detail.data;

  const columns: TableColumnsType<AssembleTeam> = [
    { key: 'id', title: k('teamColumns.id'), width: 70, render: (_, r) => r.id },
    { key: 'goods', title: k('teamColumns.goods'), render: (_, r) => `${r.goods_name}（${r.sku_code}）` },
    { key: 'people', title: k('teamColumns.people'), width: 70, render: (_, r) => `${r.joined} / ${r.size}` },
    {
      key: 'state',
      title: k('teamColumns.state'),
      width: 90,
      render: (_, r) => (
        <Tag color={TEAM_COLORS[r.state]} data-testid="team-state">
          {TEAM_STATE_LABELS[r.state][lang]}
        </Tag>
      ),
    },
    { key: 'expires', title: k('teamColumns.expires'), width: 160, render: (_, r) => time(r.expires_time) },
    {
      key: 'orders',
      title: k('teamColumns.orders'),
      width: 330,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          {r.orders.map((o) => (
            <span key={o.sn}>
              <Link to={`/order/detail/${o.sn}`}>{o.sn}</Link> {o.consignee_name} {formatYuan(o.order_price)}{' '}
              {ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS]?.[lang] ?? o.status}
              {o.leader ? <Tag style={{ marginLeft: 4 }}>{k('leader')}</Tag> : null}
            </span>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={id !== null} onClose={onClose} width={1000} title={k('detailTitle')} destroyOnHidden>
      {d ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={k('columns.title')}>{d.title}</Descriptions.Item>
          <Descriptions.Item label={k('columns.state')}>
            <StateTag state={d.state} lang={lang} />
          </Descriptions.Item>
          <Descriptions.Item label={k('columns.window')}>{windowText(d)}</Descriptions.Item>
          <Descriptions.Item label={k('columns.rules')}>
            {t('promotions.assemble.rulesText', {
              size: d.team_size,
              minutes: d.time_limit,
              limit: d.limit_num,
            })}
          </Descriptions.Item>
          <Descriptions.Item label={k('figures.formed')}>{d.teams_formed}</Descriptions.Item>
          <Descriptions.Item label={k('figures.forming')}>{d.teams_forming}</Descriptions.Item>
          <Descriptions.Item label={k('figures.failed')}>{d.teams_failed}</Descriptions.Item>
          <Descriptions.Item label={k('figures.orders')}>{d.orders}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented
          value={state}
          options={[
            { value: 'ALL', label: k('teamStateAll') },
            ...TEAM_STATES.map((s) => ({ value: s, label: TEAM_STATE_LABELS[s][lang] })),
          ]}
          onChange={(v) => {
            setState(v as TeamState | 'ALL');
            setPage((p) => ({ ...p, page_no: 1 }));
          }}
        />
        <Table<AssembleTeam>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={teams.data?.data ?? []}
          loading={teams.isFetching}
          locale={{ emptyText: k('teamsEmpty') }}
          aria-label={k('teamsTitle')}
          scroll={{ x: 900 }}
          pagination={{
            current: page.page_no,
            pageSize: page.page_size,
            total: teams.data?.data_total ?? 0,
            pageSizeOptions: PAGE_SIZES.map(String),
            showSizeChanger: true,
            onChange: (page_no, page_size) => setPage({ page_no, page_size }),
          }}
        />
      </Space>
    </Drawer>
  );
}
