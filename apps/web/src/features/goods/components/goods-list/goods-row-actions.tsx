import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { isDangerAction, rowActions, type GoodsRowAction } from '../../lib/goods-actions.ts';

/** Inline buttons before the rest go into "more": the column stays narrow. */
const INLINE = 3;

/** The actions the server allows on this row now (and the caller's role may use). */
export function GoodsRowActions({
  allowed,
  onAction,
}: {
  allowed: readonly string[];
  onAction: (action: GoodsRowAction) => void;
}) {
  const { t } = useTranslation();
  const can = useHasPermission();
  const actions = rowActions(allowed, can);
  const inline = actions.slice(0, INLINE);
  const more = actions.slice(INLINE);
  if (actions.length === 0) return <>—</>;
  return (
    <Space size={0} wrap>
      {inline.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          danger={isDangerAction(action)}
          onClick={() => onAction(action)}
        >
          {t(`goods.actions.${action}`)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action,
              label: t(`goods.actions.${action}`),
              danger: isDangerAction(action),
            })),
            onClick: ({ key }) => onAction(key as GoodsRowAction),
          }}
        >
          <Button type="link" size="small">
            {t('goods.list.more')} <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
