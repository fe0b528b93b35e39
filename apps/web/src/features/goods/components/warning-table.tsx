import type { StockSku } from '@rxdesk/contract/goods/stock';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { TwoLines } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';

/** What a warning row offers: adjust its stock, see its batches, set its warning quantity. */
export type WarningAction = 'adjust' | 'batches' | 'warning';

function warningColumns(
  t: TFunction,
  onAction: (row: StockSku, action: WarningAction) => void,
  /** Holds good-sku: may see and change the batches. */
  editable: boolean,
): TableColumnsType<StockSku> {
  const link = (row: StockSku, action: WarningAction, label: string) => (
    <Button type="link" size="small" onClick={() => onAction(row, action)}>
      {label}
    </Button>
  );
  return [
    {
      key: 'goods',
      title: t('goods.stock.columns.goods'),
      width: 280,
      render: (_, row) => (
        <TwoLines main={row.goods_name} note={[row.specs, row.goods_code].filter(Boolean).join(' · ')} />
      ),
    },
    { key: 'sku_code', title: t('goods.stock.columns.skuCode'), dataIndex: 'sku_code', width: 140 },
    {
      key: 'stock',
      title: t('goods.stock.columns.stock'),
      width: 90,
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.stock === 0 ? 'danger' : 'warning'}>{row.stock}</Typography.Text>
      ),
    },
    {
      key: 'sellable',
      title: t('goods.stock.columns.sellable'),
      dataIndex: 'sellable',
      width: 90,
      align: 'right',
    },
    {
      key: 'warning',
      title: t('goods.stock.columns.warningQuantity'),
      width: 150,
      render: (_, row) => (
        <Space size={4}>
          {row.warning_quantity}
          <Tag>
            {row.own_warning_quantity === null
              ? t('goods.stock.warning.shopDefault')
              : t('goods.stock.warning.own')}
          </Tag>
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('goods.stock.columns.actions'),
      width: 220,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {editable && link(row, 'adjust', t('goods.stock.warning.adjust'))}
          {editable && link(row, 'batches', t('goods.stock.warning.batches'))}
          {link(row, 'warning', t('goods.stock.warning.setWarning'))}
        </Space>
      ),
    },
  ];
}

/** SKUs at or under their warning quantity; paging is drawn by the list screen. */
export const WarningTable = defineListTable<StockSku, WarningAction>({
  label: 'goods.stock.warning.table',
  rowKey: 'sku_id',
  width: 980,
  columns: (t, _lang, onAction) => warningColumns(t, onAction, true),
});

/** The same for a role without good-sku: only the warning quantity can be changed. */
export const WarningTableReadOnly = defineListTable<StockSku, WarningAction>({
  label: 'goods.stock.warning.table',
  rowKey: 'sku_id',
  width: 800,
  columns: (t, _lang, onAction) => warningColumns(t, onAction, false),
});
