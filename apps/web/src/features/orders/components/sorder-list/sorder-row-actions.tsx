import type { SorderShopAction } from '@rxdesk/contract/orders/drop-ship';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sorderDetailHref } from '../../lib/sorder-links.ts';

interface Props {
  ssid: string;
  sn: string;
  allowed: readonly SorderShopAction[];
  onAction: (action: SorderShopAction) => void;
}

/** Detail link plus the shop actions the server allows now (at most three: one line). */
export function SorderRowActions({ ssid, sn, allowed, onAction }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      <Link to={sorderDetailHref(ssid, sn)} className="rx-orders__row-link">
        {t('orders.list.detail')}
      </Link>
      {allowed.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={action === 'cancel'}
          onClick={() => onAction(action)}
        >
          {t(`orders.sorders.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
