import type { Coupon } from '@rxdesk/contract/promotions/coupons';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

export type CouponAction = 'edit' | 'delete' | 'void' | 'issue' | 'receive';

const STATE_COLOR = { NOT_STARTED: 'blue', RUNNING: 'green', ENDED: 'default', VOID: 'red' } as const;

/** The actions a coupon offers now; the server refuses the same (edit/delete once claimed). */
export function couponActions(c: Coupon): CouponAction[] {
  if (c.state === 'VOID') return ['receive'];
  const out: CouponAction[] = [];
  if (c.claimed === 0) out.push('edit', 'delete');
  if (c.state !== 'ENDED') out.push('issue');
  out.push('void', 'receive');
  return out;
}

export function CouponTable({
  rows,
  loading,
  onAction,
  pagination,
}: {
  rows: Coupon[];
  loading: boolean;
  onAction: (c: Coupon, a: CouponAction) => void;
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    onChange: (page: number, size: number) => void;
  };
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Coupon> = [
    { key: 'title', dataIndex: 'title', title: t('coupons.columns.title') },
    { key: 'face', title: t('coupons.columns.face'), render: (_, c) => c.face_value.toFixed(2), width: 110 },
    {
      key: 'threshold',
      title: t('coupons.columns.threshold'),
      render: (_, c) =>
        c.threshold === 0
          ? t('coupons.noThreshold')
          : t('coupons.thresholdText', { amount: c.threshold.toFixed(2) }),
    },
    {
      key: 'validity',
      title: t('coupons.columns.validity'),
      render: (_, c) => (
        <>
          <div>
            {unixToDateString(c.start_time)} ~ {unixToDateString(c.end_time)}
          </div>
          {c.validity_type === 'DAYS' && <div>{t('coupons.daysText', { days: c.valid_days })}</div>}
        </>
      ),
    },
    {
      key: 'claimed',
      title: t('coupons.columns.claimed'),
      render: (_, c) => `${c.claimed} / ${c.total}`,
      width: 120,
    },
    { key: 'used', dataIndex: 'used', title: t('coupons.columns.used'), width: 80 },
    {
      key: 'state',
      title: t('coupons.columns.state'),
      width: 90,
      render: (_, c) => <Tag color={STATE_COLOR[c.state]}>{t(`coupons.tabs.${c.state}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('coupons.columns.actions'),
      width: 240,
      render: (_, c) => (
        <Space size={0} wrap>
          {couponActions(c).map((a) => (
            <Button
              key={a}
              type="link"
              size="small"
              danger={a === 'delete' || a === 'void'}
              data-testid={`coupon-${a}-${c.coupon_id}`}
              onClick={() => onAction(c, a)}
            >
              {t(`coupons.actions.${a}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<Coupon>
      rowKey="coupon_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{ ...pagination, showTotal: (total) => t('coupons.total', { total }) }}
      data-testid="coupon-table"
    />
  );
}
