import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { ControlOrderRow } from '@rxdesk/contract/drug-control/drug-control';
import { Card, Descriptions, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { ORDER_STATUS_LABELS } from '@rxdesk/contract/orders/order-status';
import { useControlOrderDetail } from '../api/get-control-order-detail.ts';
import { controlOrderColumns } from '../components/control-order-columns.tsx';
import { CONTROL_ORDER_PATH } from '../lib/links.ts';

/** /control/controlOrderDetail/:sn — one order's restricted lines, its registered buyer and the
 * limit check of each line. */
export function ControlOrderDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { sn = '' } = useParams();
  const detail = useControlOrderDetail(sn);
  const columns = useMemo(() => controlOrderColumns(t, { link: false }), [t]);

  return (
    <DetailScreen
      query={detail}
      rows={6}
      labels={detailLabels(t, 'drug-control.orders', { loadFailed: 'drug-control.loadFailed', retry: null })}
      backTo={CONTROL_ORDER_PATH}
    >
      {(d) => {
        return (
          <Card title={t('drug-control.orders.detailTitle', { sn })}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              style={{ marginBottom: 16 }}
              items={[
                {
                  key: 'status',
                  label: t('drug-control.orders.status'),
                  children: ORDER_STATUS_LABELS[d.order_status][lang],
                },
                { key: 'price', label: t('drug-control.orders.price'), children: formatYuan(d.order_price) },
                {
                  key: 'time',
                  label: t('drug-control.orders.time'),
                  children: unixToDateString(d.create_time),
                },
                { key: 'buyer', label: t('drug-control.orders.buyer'), children: d.buyer_name },
                { key: 'idCard', label: t('drug-control.orders.idCard'), children: d.buyer_id_card },
                { key: 'mobile', label: t('drug-control.orders.mobile'), children: d.buyer_mobile || '—' },
                {
                  key: 'consignee',
                  label: t('drug-control.orders.consignee'),
                  children: `${d.consignee_name} ${d.consignee_mobile}`,
                },
              ]}
            />
            <Table<ControlOrderRow>
              aria-label={t('drug-control.orders.lines')}
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={d.lines}
              pagination={false}
              scroll={{ x: 1400 }}
            />
          </Card>
        );
      }}
    </DetailScreen>
  );
}
