import { formatYuan } from '@rxdesk/contract/common/price-format';
import type { TagGoodsRow } from '@rxdesk/contract/goods/tags';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsCell } from './extras-goods-cell.tsx';

function stateOf(t: TFunction, g: TagGoodsRow) {
  if (g.is_auth === 0) return <Tag color="processing">{t('goods.tagsPage.goodsState.review')}</Tag>;
  if (g.is_auth === 2) return <Tag color="error">{t('goods.tagsPage.goodsState.rejected')}</Tag>;
  return g.market_enable === 1 ? (
    <Tag color="success">{t('goods.tagsPage.goodsState.onSale')}</Tag>
  ) : (
    <Tag>{t('goods.tagsPage.goodsState.offShelf')}</Tag>
  );
}

interface Props {
  rows: TagGoodsRow[];
  loading: boolean;
  empty: ReactNode;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  onRemove: (row: TagGoodsRow) => void;
}

/** The goods of one tag, ticked for a batch removal or removed one at a time. */
export function TagGoodsTable({ rows, loading, empty, selected, onSelect, onRemove }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TagGoodsRow> = useMemo(
    () => [
      {
        key: 'goods',
        title: t('goods.tagsPage.goods'),
        width: 360,
        render: (_, g) => <GoodsCell goods={g} />,
      },
      {
        key: 'price',
        title: t('goods.extras.price'),
        width: 110,
        align: 'right',
        render: (_, g) => formatYuan(g.price),
      },
      { key: 'stock', title: t('goods.tagsPage.stock'), dataIndex: 'stock', width: 90 },
      { key: 'state', title: t('goods.tagsPage.state'), width: 110, render: (_, g) => stateOf(t, g) },
      {
        key: 'actions',
        title: t('goods.extras.actions'),
        width: 100,
        fixed: 'right',
        render: (_, g) => (
          <Button type="link" size="small" danger onClick={() => onRemove(g)}>
            {t('goods.tagsPage.remove')}
          </Button>
        ),
      },
    ],
    [t, onRemove],
  );
  return (
    <Table<TagGoodsRow>
      aria-label={t('goods.tagsPage.goodsTable')}
      rowKey="goods_id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 800 }}
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys: Key[]) => onSelect(keys.map(Number)),
      }}
      locale={{ emptyText: empty }}
    />
  );
}
