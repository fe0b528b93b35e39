import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { PointsGoodsRow } from '@rxdesk/contract/points/points-goods';
import { Button, Space, Tag } from 'antd';
import { SecondaryText } from '../../../shared/components/secondary-text.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';

export type PointsGoodsAction = 'edit' | 'on' | 'off';

/** The points goods; paging is drawn by the surrounding list screen. */
export const PointsGoodsTable = defineListTable<PointsGoodsRow, PointsGoodsAction>({
  label: 'points.goods.table',
  rowKey: 'id',
  width: 1100,
  columns: (t, _lang, onAction) => {
    const k = (key: string, o?: Record<string, unknown>) => t(`points.goods.${key}`, o);
    return [
      {
        key: 'goods',
        title: k('columns.goods'),
        render: (_, g) => (
          <>
            <div>{g.goods_name}</div>
            <SecondaryText>
              {g.sku_code}
              {g.specs ? ` · ${g.specs}` : ''}
            </SecondaryText>
          </>
        ),
      },
      { key: 'category', title: k('columns.category'), width: 120, render: (_, g) => g.category_name || '-' },
      {
        key: 'listPrice',
        title: k('columns.listPrice'),
        width: 100,
        render: (_, g) => formatYuan(g.list_price),
      },
      {
        key: 'price',
        title: k('columns.price'),
        width: 170,
        render: (_, g) =>
          g.cash > 0
            ? k('pointsAndCash', { points: g.points, cash: formatYuan(g.cash) })
            : k('pointsOnly', { points: g.points }),
      },
      { key: 'stock', title: k('columns.stock'), width: 90, render: (_, g) => g.stock },
      { key: 'limit', title: k('columns.limit'), width: 90, render: (_, g) => g.limit_num || k('noLimit') },
      {
        key: 'status',
        title: k('columns.status'),
        width: 80,
        render: (_, g) =>
          g.status === 'ON' ? <Tag color="green">{k('tabs.ON')}</Tag> : <Tag>{k('tabs.OFF')}</Tag>,
      },
      {
        key: 'actions',
        title: k('columns.actions'),
        width: 140,
        fixed: 'right',
        render: (_, g) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => onAction(g, 'edit')}>
              {k('actions.edit')}
            </Button>
            {g.status === 'ON' ? (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => onAction(g, 'off')}
                data-testid="points-goods-off"
              >
                {k('actions.off')}
              </Button>
            ) : (
              <Button
                type="link"
                size="small"
                onClick={() => onAction(g, 'on')}
                data-testid="points-goods-on"
              >
                {k('actions.on')}
              </Button>
            )}
          </Space>
        ),
      },
    ];
  },
});
