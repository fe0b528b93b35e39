import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { GoodsTag } from '@rxdesk/contract/goods/tags';
import { Button, Space, Tag } from 'antd';
import { defineListTable } from '../../../shared/lists/list-table.tsx';

export type TagAction = 'goods' | 'edit' | 'delete';

/** The shop's tags: the three built-ins (marked, not editable) and its own. */
export const TagsTable = defineListTable<GoodsTag, TagAction>({
  label: 'goods.tagsPage.table',
  rowKey: 'tag_id',
  width: 860,
  columns: (t, _lang, onAction) => [
    {
      key: 'name',
      title: t('goods.tagsPage.name'),
      width: 240,
      render: (_, tag) => (
        <Space size={6}>
          <span>{tag.tag_name}</span>
          {tag.builtin === 1 && <Tag color="gold">{t(`goods.tagsPage.mark.${tag.mark}`)}</Tag>}
        </Space>
      ),
    },
    { key: 'goods', title: t('goods.tagsPage.goodsCount'), dataIndex: 'goods_count', width: 120 },
    {
      key: 'kind',
      title: t('goods.tagsPage.kind'),
      width: 120,
      render: (_, tag) => (tag.builtin === 1 ? t('goods.tagsPage.builtin') : t('goods.tagsPage.custom')),
    },
    {
      key: 'created',
      title: t('goods.extras.createTime'),
      width: 170,
      render: (_, tag) => unixToDateString(tag.create_time, 'yyyy-MM-dd hh:mm'),
    },
    {
      key: 'actions',
      title: t('goods.extras.actions'),
      width: 210,
      fixed: 'right',
      render: (_, tag) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onAction(tag, 'goods')}>
            {t('goods.tagsPage.chooseGoods')}
          </Button>
          {tag.builtin === 0 && (
            <>
              <Button type="link" size="small" onClick={() => onAction(tag, 'edit')}>
                {t('goods.extras.edit')}
              </Button>
              <Button type="link" size="small" danger onClick={() => onAction(tag, 'delete')}>
                {t('goods.extras.delete')}
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ],
});
