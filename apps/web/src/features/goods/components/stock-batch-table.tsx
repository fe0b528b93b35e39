import type { StockBatch } from '@rxdesk/contract/goods/stock';
import { Button, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchStateTag, daysLeftText } from './stock-batch-state.tsx';

interface Props {
  batches: StockBatch[];
  loading: boolean;
  /** Adjust one batch; no action column without it (no good-sku permission). */
  onAdjust?: (batch: StockBatch) => void;
}

/** A SKU's batches, earliest expiry first — the order FEFO sells them in. */
export function StockBatchTable({ batches, loading, onAdjust }: Props) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<StockBatch>>(
    () => [
      { key: 'batch_no', title: t('goods.stock.columns.batchNo'), dataIndex: 'batch_no', width: 120 },
      {
        key: 'production_date',
        title: t('goods.stock.columns.productionDate'),
        width: 110,
        render: (_, b) => b.production_date || '—',
      },
      {
        key: 'expiry_date',
        title: t('goods.stock.columns.expiryDate'),
        width: 110,
        render: (_, b) => b.expiry_date || '—',
      },
      {
        key: 'days',
        title: t('goods.stock.columns.daysLeft'),
        width: 170,
        render: (_, b) => (
          <>
            <BatchStateTag t={t} batch={b} />
            {daysLeftText(t, b)}
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
      ...(onAdjust
        ? [
            {
              key: 'actions',
              title: t('goods.stock.columns.actions'),
              width: 80,
              render: (_: unknown, b: StockBatch) => (
                <Button type="link" size="small" onClick={() => onAdjust(b)}>
                  {t('goods.stock.batches.adjust')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, onAdjust],
  );
  return (
    <Table<StockBatch>
      aria-label={t('goods.stock.batches.table')}
      rowKey="batch_id"
      size="small"
      columns={columns}
      dataSource={batches}
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('goods.stock.batches.empty') }}
    />
  );
}
