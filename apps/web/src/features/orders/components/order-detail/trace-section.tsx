import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { failureMessage } from '../../../../shared/http/error-message.ts';
import { getOrderTraces, orderTracesQueryOptions, useOrderTraces } from '../../api/get-order-traces.ts';

/** 物流跟踪: the express parcel's trace (pushed by the provider, or asked for with 刷新), newest
 * first. Only for an order shipped by express with a waybill number. */
export function TraceSection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const shipped = order.shipping_type === 'EXPRESS' && !!order.waybill_no;
  const traces = useOrderTraces(order.sn, shipped);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      queryClient.setQueryData(
        orderTracesQueryOptions(order.sn).queryKey,
        await getOrderTraces(order.sn, true),
      );
    } catch (e) {
      toast.error(failureMessage(e, (k) => t(k)));
    } finally {
      setRefreshing(false);
    }
  };
  const trace = traces.data?.trace ?? null;
  return (
    <Card
      size="small"
      title={t('orders.waybill.traces.title')}
      data-testid="order-traces"
      extra={
        shipped && traces.data?.configured ? (
          <Button size="small" loading={refreshing} onClick={() => void refresh()}>
            {t('orders.waybill.traces.refresh')}
          </Button>
        ) : null
      }
    >
      {!shipped ? (
        <Typography.Text type="secondary">{t('orders.waybill.traces.notShipped')}</Typography.Text>
      ) : traces.isError ? (
        <Typography.Text type="danger">{t('orders.waybill.traces.loadFailed')}</Typography.Text>
      ) : !trace || trace.traces.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={traces.isLoading ? ' ' : t('orders.waybill.traces.empty')}
        />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag color={trace.state === 3 ? 'success' : 'processing'}>
              {t(`orders.waybill.traces.states.${trace.state}`, { defaultValue: String(trace.state) })}
            </Tag>
            <Typography.Text type="secondary">
              {t('orders.waybill.traces.updated', { time: unixToDateString(trace.update_time) })}
            </Typography.Text>
          </Space>
          <Timeline
            items={trace.traces.map((line, i) => ({
              key: `${line.time}-${i}`,
              color: i === 0 ? 'blue' : 'gray',
              title: line.time,
              content: line.context,
            }))}
          />
        </Space>
      )}
    </Card>
  );
}
