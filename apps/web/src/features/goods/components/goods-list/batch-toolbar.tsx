import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { BATCH_ACTIONS, type GoodsBatchAction } from '../../lib/goods-actions.ts';
import { GOODS_PATHS, publishHref } from '../../lib/goods-links.ts';

/** The goods list's toolbar: publish, the batch actions on the ticked rows, the drafts and the
 * recycle station, and the bulk import / export buttons (`bulkButtons`, the import's own). */
export function BatchToolbar({
  selected,
  onBatch,
  bulkButtons,
}: {
  selected: number;
  onBatch: (action: GoodsBatchAction) => void;
  bulkButtons?: ReactNode;
}) {
  const { t } = useTranslation();
  const can = useHasPermission();
  return (
    <div className="rx-goods__toolbar">
      {can('good-publish') && (
        <Link to={publishHref()}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />}>
            {t('goods.list.publish')}
          </Button>
        </Link>
      )}
      <Dropdown
        disabled={selected === 0}
        trigger={['click']}
        menu={{
          items: BATCH_ACTIONS.map((action) => ({
            key: action,
            label: t(`goods.batch.${action}`),
            danger: action === 'recycle',
          })),
          onClick: ({ key }) => onBatch(key as GoodsBatchAction),
        }}
      >
        <Button>
          {t('goods.batch.button', { count: selected })} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {can('draft-list') && (
        <Link to={GOODS_PATHS.drafts}>
          <Button>{t('goods.list.drafts')}</Button>
        </Link>
      )}
      {can('recycle-station') && (
        <Link to={GOODS_PATHS.recycle}>
          <Button>{t('goods.list.recycle')}</Button>
        </Link>
      )}
      {bulkButtons}
    </div>
  );
}
