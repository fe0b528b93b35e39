import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { DRUG_TYPE_LABELS } from '@rxdesk/contract/goods/approval-number';
import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { EllipsisText } from '../../../../shared/components/ellipsis-text.tsx';
import { dayTimeColumn } from '../../../../shared/lists/list-columns.tsx';
import { labelFrom, type Lang } from '../../../../shared/labels/enum-label.ts';
import type { GoodsRowAction } from '../../lib/goods-actions.ts';
import { RxNotice } from '../rx-notice.tsx';
import { GoodsRowActions } from './goods-row-actions.tsx';
import { GoodsStatus } from './goods-status.tsx';

/** The goods list's columns (goods list, awaiting review, recycle station). */
export function goodsColumns(
  t: TFunction,
  lang: Lang,
  onAction: (row: GoodsListRow, action: GoodsRowAction) => void,
): TableColumnsType<GoodsListRow> {
  return [
    {
      key: 'image',
      title: t('goods.list.image'),
      width: 72,
      render: (_, g) =>
        g.thumbnail ? <img className="rx-goods__thumb" src={g.thumbnail} alt="" loading="lazy" /> : null,
    },
    {
      key: 'name',
      title: t('goods.list.name'),
      width: 270,
      render: (_, g) => (
        <div className="rx-goods__name" data-testid="goods-name">
          <EllipsisText full={g.goods_name}>{g.goods_name}</EllipsisText>
          <span className="rx-goods__note">
            {[g.common_name, g.specs, labelFrom(DRUG_TYPE_LABELS, g.drug_type, lang)]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {g.is_prescription === 1 && <RxNotice />}
          {g.barred === 1 && <Tag color="red">{t('goods.list.barred')}</Tag>}
        </div>
      ),
    },
    { key: 'code', title: t('goods.list.code'), dataIndex: 'goods_code', width: 120 },
    {
      key: 'price',
      title: t('goods.list.price'),
      width: 100,
      align: 'right',
      render: (_, g) => formatYuan(g.price),
    },
    {
      key: 'stock',
      title: t('goods.list.stock'),
      width: 80,
      align: 'right',
      render: (_, g) =>
        g.warning === 1 ? (
          <span
            className="rx-goods__warning"
            title={t('goods.list.stockWarning')}
            data-testid="stock-warning"
          >
            {g.stock}
          </span>
        ) : (
          g.stock
        ),
    },
    {
      key: 'status',
      title: t('goods.list.status'),
      width: 130,
      render: (_, g) => <GoodsStatus row={g} />,
    },
    dayTimeColumn('created', t('goods.list.created'), (g) => g.created_at),
    {
      key: 'actions',
      title: t('goods.list.actions'),
      width: 200,
      fixed: 'right',
      render: (_, g) => (
        <GoodsRowActions allowed={g.allowed_actions} onAction={(action) => onAction(g, action)} />
      ),
    },
  ];
}
