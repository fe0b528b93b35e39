import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@rxdesk/contract/orders/orders';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionSpec, detailActions, type OrderActionId } from '../../lib/order-actions.ts';
import { OrderStatusTag, RxTag } from '../order-status-tag.tsx';

interface Props {
  order: OrderDetail;
  /** The newer / older neighbour's sn; '' at either end, undefined while loading. */
  newerSn: string | undefined;
  olderSn: string | undefined;
  onOpen: (sn: string) => void;
  onAction: (action: OrderActionId) => void;
}

/** Order number, status, previous / next, and every action the server allows now. */
export function DetailHeader({ order, newerSn, olderSn, onOpen, onAction }: Props) {
  const { t } = useTranslation();
  const actions = detailActions(order.allowed_actions);
  return (
    <Card className="rx-order-detail__header">
      <div className="rx-order-detail__title-row">
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('orders.detail.title', { sn: order.sn })}
          </Typography.Title>
          <OrderStatusTag status={order.status} />
          <RxTag isPrescription={order.is_prescription} />
          {order.cancel_requested === 1 && <Tag color="volcano">{t('orders.list.cancelRequested')}</Tag>}
          <Typography.Text type="secondary">
            {t('orders.detail.serial', { serial: order.serial_number })}
          </Typography.Text>
        </Space>
        <Space>
          <Button
            icon={<LeftOutlined aria-hidden />}
            disabled={!newerSn}
            onClick={() => newerSn && onOpen(newerSn)}
          >
            {t('orders.detail.prev')}
          </Button>
          <Button disabled={!olderSn} onClick={() => olderSn && onOpen(olderSn)}>
            {t('orders.detail.next')} <RightOutlined aria-hidden />
          </Button>
        </Space>
      </div>
      {actions.length > 0 && (
        <Space wrap className="rx-order-detail__actions" role="group" aria-label={t('orders.actions.label')}>
          {actions.map((action) => {
            const spec = actionSpec(action);
            return (
              <Button
                key={action}
                type={spec.primary ? 'primary' : 'default'}
                danger={spec.danger}
                onClick={() => onAction(action)}
              >
                {t(`orders.actions.${action}`)}
              </Button>
            );
          })}
        </Space>
      )}
    </Card>
  );
}
