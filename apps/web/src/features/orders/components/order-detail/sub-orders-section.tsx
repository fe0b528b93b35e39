import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sorderDetailHref } from '../../lib/sorder-links.ts';
import { SorderStatusTag } from '../sorder-status-tag.tsx';

/** On an order's page: the drop-ship sub-orders split off it, each linked to its own page. */
export function SubOrdersSection({ rows }: { rows: SorderSummary[] }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SorderSummary> = [
    {
      key: 'ssid',
      title: t('orders.sorders.columns.ssid'),
      render: (_, so) => <Link to={sorderDetailHref(so.ssid, so.order_sn)}>{so.ssid}</Link>,
    },
    { key: 'supplier', title: t('orders.sorders.columns.supplier'), render: (_, so) => so.supplier_name },
    {
      key: 'goods',
      title: t('orders.columns.goods'),
      ellipsis: true,
      render: (_, so) => (
        <Typography.Text ellipsis={{ tooltip: so.goods_names }}>
          {so.goods_names} <Typography.Text type="secondary">×{so.goods_num}</Typography.Text>
        </Typography.Text>
      ),
    },
    {
      key: 'settle',
      title: t('orders.sorders.goods.settle'),
      align: 'right',
      render: (_, so) => formatYuan(so.settle_amount),
    },
    {
      key: 'status',
      title: t('orders.sorders.columns.status'),
      render: (_, so) => <SorderStatusTag status={so.status} />,
    },
    {
      key: 'waybill',
      title: t('orders.sorders.columns.waybill'),
      render: (_, so) => (so.waybill_no ? `${so.express_name} ${so.waybill_no}` : '—'),
    },
  ];
  return (
    <Card title={t('orders.sorders.detail.ofOrder')} size="small" data-testid="order-sub-orders">
      <Table<SorderSummary>
        rowKey="ssid"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
      />
    </Card>
  );
}
