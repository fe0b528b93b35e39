import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderDetailHref } from '../../../../shared/orders/order-links.ts';
import { actionSpec, listActions, type OrderActionId } from '../../lib/order-actions.ts';

interface Props {
  sn: string;
  allowed: readonly string[];
  onAction: (action: OrderActionId) => void;
}

/** Inline actions before the rest go into "more": the row stays one line wide. */
const INLINE = 2;

/** Detail link plus the actions the server allows for this order, each opening its dialog. */
export function RowActions({ sn, allowed, onAction }: Props) {
  const { t } = useTranslation();
  const actions = listActions(allowed);
  const inline = actions.slice(0, INLINE);
  const more = actions.slice(INLINE);
  return (
    <Space size={0} wrap>
      <Link to={orderDetailHref(sn)} className="rx-orders__row-link">
        {t('orders.list.detail')}
      </Link>
      {inline.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={actionSpec(action).danger}
          onClick={() => onAction(action)}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action,
              label: t(`orders.actions.${action}`),
              danger: actionSpec(action).danger,
            })),
            onClick: ({ key }) => onAction(key as OrderActionId),
          }}
        >
          <Button type="link" size="small">
            {t('orders.list.more')} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
