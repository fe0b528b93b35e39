import type { ExpiryRow } from '@rxdesk/contract/goods/stock';
import { Button, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { TwoLines } from '../../../shared/lists/list-columns.tsx';
import { defineListTable } from '../../../shared/lists/list-table.tsx';
import { BatchStateTag, daysLeftText } from './stock-batch-state.tsx';

/** A batch row's actions: write it off (adjust), or open the SKU's batches. */
export type ExpiryAction = 'writeOff' | 'batches';

function expiryColumns(
  t: TFunction,
  onAction: (row: ExpiryRow, action: ExpiryAction) => void,
): TableColumnsType<ExpiryRow> {
  return [
    {
      key: 'goods',
      title: t('goods.stock.columns.goods'),
      width: 260,
      render: (_, row) => (
        <TwoLines main={row.goods_name} note={[row.specs, row.sku_code].filter(Boolean).join(' · ')} />
      ),
    },
    { key: 'batch_no', title: t('goods.stock.columns.batchNo'), dataIndex: 'batch_no', width: 120 },
    {
      key: 'production',
      title: t('goods.stock.columns.productionDate'),
      dataIndex: 'production_date',
      width: 110,
    },
    { key: 'expiry', title: t('goods.stock.columns.expiryDate'), dataIndex: 'expiry_date', width: 110 },
    {
      key: 'days',
      title: t('goods.stock.columns.daysLeft'),
      width: 180,
      render: (_, row) => (
        <>
          <BatchStateTag t={t} batch={row} />
          {daysLeftText(t, row)}
        </>
      ),
    },
    {
      key: 'quantity',
      title: t('goods.stock.columns.quantity'),
      dataIndex: 'quantity',
      width: 80,
      align: 'right',
    },
    {
      key: 'actions',
      title: t('goods.stock.columns.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onAction(row, 'writeOff')}>
            {t('goods.stock.expiry.writeOff')}
          </Button>
          <Button type="link" size="small" onClick={() => onAction(row, 'batches')}>
            {t('goods.stock.warning.batches')}
          </Button>
        </Space>
      ),
    },
  ];
}

/** Near-expiry and expired batches holding stock, soonest first. */
export const ExpiryTable = defineListTable<ExpiryRow, ExpiryAction>({
  label: 'goods.stock.expiry.table',
  rowKey: 'batch_id',
  width: 1010,
  columns: (t, _lang, onAction) => expiryColumns(t, onAction),
});
