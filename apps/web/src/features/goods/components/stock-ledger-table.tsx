import type { LedgerRow } from '@rxdesk/contract/goods/stock';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PAGE_SIZE, useStockLedger } from '../api/stock-ledger.ts';

/** Every stock change of a SKU, newest first: the ledger whose sum is the stock. */
export function StockLedgerTable({ skuId }: { skuId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useStockLedger(skuId, page);
  const columns = useMemo<TableColumnsType<LedgerRow>>(
    () => [
      {
        key: 'time',
        title: t('goods.stock.ledger.time'),
        width: 150,
        render: (_, r) => unixToDateString(r.create_time),
      },
      {
        key: 'kind',
        title: t('goods.stock.ledger.kind'),
        width: 100,
        render: (_, r) => t(`goods.stock.ledger.kinds.${r.kind}`),
      },
      { key: 'batch', title: t('goods.stock.columns.batchNo'), dataIndex: 'batch_no', width: 100 },
      {
        key: 'delta',
        title: t('goods.stock.ledger.delta'),
        width: 80,
        align: 'right',
        render: (_, r) => (
          <Typography.Text type={r.delta < 0 ? 'danger' : 'success'}>
            {r.delta > 0 ? `+${r.delta}` : r.delta}
          </Typography.Text>
        ),
      },
      { key: 'ref', title: t('goods.stock.ledger.ref'), dataIndex: 'ref', width: 150 },
      {
        key: 'reason',
        title: t('goods.stock.ledger.reason'),
        dataIndex: 'reason',
        width: 160,
        ellipsis: true,
      },
      { key: 'operator', title: t('goods.stock.ledger.operator'), dataIndex: 'operator_name', width: 90 },
    ],
    [t],
  );
  return (
    <Table<LedgerRow>
      aria-label={t('goods.stock.ledger.table')}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={ledger.data?.data ?? []}
      loading={ledger.isFetching}
      scroll={{ x: 830 }}
      locale={{ emptyText: t('goods.stock.ledger.empty') }}
      pagination={{
        current: page,
        pageSize: LEDGER_PAGE_SIZE,
        total: ledger.data?.data_total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
