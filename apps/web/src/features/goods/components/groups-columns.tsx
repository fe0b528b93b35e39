import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Group } from '@rxdesk/contract/goods/groups';
import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';

export type GroupAction = 'addChild' | 'edit' | 'delete' | 'up' | 'down';

/** A row of the tree table: a top group (its sub-groups as `children`) or a sub-group. */
export type GroupRow = Group & { children?: Group[] };

/** The group tree's columns; the first / last of its siblings cannot move further. */
export function groupColumns(
  t: TFunction,
  onAction: (row: GroupRow, action: GroupAction) => void,
  canMove: (row: GroupRow, step: -1 | 1) => boolean,
): TableColumnsType<GroupRow> {
  return [
    { key: 'name', title: t('goods.groupsPage.name'), dataIndex: 'name', width: 260 },
    { key: 'goods', title: t('goods.groupsPage.goodsCount'), dataIndex: 'goods_count', width: 110 },
    {
      key: 'visible',
      title: t('goods.groupsPage.visible'),
      width: 100,
      render: (_, g) =>
        g.visible === 1 ? (
          <Tag color="success">{t('goods.groupsPage.shown')}</Tag>
        ) : (
          <Tag>{t('goods.groupsPage.hidden')}</Tag>
        ),
    },
    {
      key: 'sort',
      title: t('goods.groupsPage.sort'),
      width: 150,
      render: (_, g) => (
        <Space size={4}>
          <span>{g.sort}</span>
          <Tooltip title={t('goods.groupsPage.moveUp')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('goods.groupsPage.moveUp')}
              disabled={!canMove(g, -1)}
              onClick={() => onAction(g, 'up')}
            />
          </Tooltip>
          <Tooltip title={t('goods.groupsPage.moveDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('goods.groupsPage.moveDown')}
              disabled={!canMove(g, 1)}
              onClick={() => onAction(g, 'down')}
            />
          </Tooltip>
        </Space>
      ),
    },
    {
      key: 'created',
      title: t('goods.extras.createTime'),
      width: 170,
      render: (_, g) => unixToDateString(g.create_time, 'yyyy-MM-dd hh:mm'),
    },
    {
      key: 'actions',
      title: t('goods.extras.actions'),
      width: 240,
      fixed: 'right',
      render: (_, g) => (
        <Space size={0} wrap>
          {g.parent_id === 0 && (
            <Button type="link" size="small" onClick={() => onAction(g, 'addChild')}>
              {t('goods.groupsPage.addChild')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => onAction(g, 'edit')}>
            {t('goods.extras.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => onAction(g, 'delete')}>
            {t('goods.extras.delete')}
          </Button>
        </Space>
      ),
    },
  ];
}
