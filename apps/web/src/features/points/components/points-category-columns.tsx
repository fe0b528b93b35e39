import type { PointsCategoryItem } from '@rxdesk/contract/points/points-categories';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

export type PointsCategoryAction = 'addChild' | 'edit' | 'delete';

/** A row of the tree table: a top category (its sub-categories as `children`) or a sub-category. */
export type PointsCategoryRow = PointsCategoryItem & { children?: PointsCategoryItem[] };

export function pointsCategoryColumns(
  t: TFunction,
  onAction: (row: PointsCategoryRow, action: PointsCategoryAction) => void,
): TableColumnsType<PointsCategoryRow> {
  return [
    { key: 'name', title: t('points.categories.name'), dataIndex: 'name', width: 260 },
    {
      key: 'level',
      title: t('points.categories.level'),
      width: 100,
      render: (_, c) =>
        c.level === 1 ? (
          <Tag color="blue">{t('points.categories.level1')}</Tag>
        ) : (
          <Tag>{t('points.categories.level2')}</Tag>
        ),
    },
    { key: 'sort', title: t('points.categories.sort'), dataIndex: 'sort', width: 100 },
    {
      key: 'actions',
      title: t('points.categories.actions'),
      width: 240,
      fixed: 'right',
      render: (_, c) => (
        <Space size={0} wrap>
          {c.level === 1 && (
            <Button type="link" size="small" onClick={() => onAction(c, 'addChild')}>
              {t('points.categories.addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onAction(c, 'edit')}>
            {t('points.categories.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => onAction(c, 'delete')}>
            {t('points.categories.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}
