import type { SorderDetail, SorderShopAction } from '@rxdesk/contract/orders/drop-ship';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import { OrderStatusTag } from '../order-status-tag.tsx';
import { SorderStatusTag } from '../sorder-status-tag.tsx';

interface Props {
  so: SorderDetail;
  onAction: (action: SorderShopAction) => void;
}

/** Sub-order number, status, its parent order (linked), and the shop actions allowed now. */
export function SorderHeader({ so, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Card className="rx-order-detail__header">
      <div className="rx-order-detail__title-row">
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('orders.sorders.detail.title', { ssid: so.ssid })}
          </Typography.Title>
          <SorderStatusTag status={so.status} />
        </Space>
        <Space wrap align="center">
          <Typography.Text type="secondary">{t('orders.sorders.detail.parent')}</Typography.Text>
          <Link to={orderDetailHref(so.order_sn)} data-testid="sorder-parent-link">
            {so.order_sn}
          </Link>
          <OrderStatusTag status={so.order.status} />
        </Space>
      </div>
      {so.allowed_actions.length > 0 && (
        <Space wrap className="rx-order-detail__actions" role="group" aria-label={t('orders.actions.label')}>
          {so.allowed_actions.map((action) => (
            <Button
              key={action}
              type={action === 'receive' ? 'primary' : 'default'}
              danger={action === 'cancel'}
              onClick={() => onAction(action)}
            >
              {t(`orders.sorders.actions.${action}`)}
            </Button>
          ))}
        </Space>
      )}
    </Card>
  );
}
