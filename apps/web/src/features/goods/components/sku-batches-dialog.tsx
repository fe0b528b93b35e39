import type { StockBatch } from '@rxdesk/contract/goods/stock';
import { Alert, Button, Descriptions, Modal, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { useSkuBatches } from '../api/stock-batches.ts';
import { StockAdjustDialog, type AdjustTarget } from './stock-adjust-dialog.tsx';
import { StockBatchTable } from './stock-batch-table.tsx';
import { StockLedgerTable } from './stock-ledger-table.tsx';
import { StockReceiveDialog } from './stock-receive-dialog.tsx';

interface Props {
  /** The SKU shown; null = closed. */
  skuId: number | null;
  onClose: () => void;
}

/**
 * A SKU's stock by batch (issue 20), for every screen that shows SKUs (warning stock, the SKU
 * page): its batches earliest expiry first with expired / near-expiry flags, receiving a batch,
 * adjusting one, and the stock ledger. Receiving and adjusting need the good-sku permission.
 */
export function SkuBatchesDialog({ skuId, onClose }: Props) {
  const { t } = useTranslation();
  const can = useHasPermission();
  const editable = can('good-sku');
  const query = useSkuBatches(skuId);
  const [tab, setTab] = useState('batches');
  const [receiving, setReceiving] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const data = query.data;
  const hasExpired = data?.batches.some((b) => b.expired === 1 && b.quantity > 0) ?? false;

  return (
    <>
      <Modal
        open={skuId !== null}
        title={t('goods.stock.batches.title')}
        width={860}
        footer={null}
        onCancel={onClose}
        afterClose={() => setTab('batches')}
        destroyOnHidden
      >
        {query.isError && !data && (
          <Alert type="error" showIcon title={t('goods.stock.batches.loadFailed')} />
        )}
        {!data && !query.isError && <Skeleton active paragraph={{ rows: 4 }} />}
        {data && skuId !== null && (
          <>
            <Descriptions
              size="small"
              column={2}
              items={[
                {
                  key: 'goods',
                  label: t('goods.stock.columns.goods'),
                  children: `${data.sku.goods_name} ${data.sku.specs}`,
                },
                { key: 'code', label: t('goods.stock.columns.skuCode'), children: data.sku.sku_code },
                {
                  key: 'stock',
                  label: t('goods.stock.columns.stock'),
                  span: 2,
                  children: t('goods.stock.batches.summary', {
                    stock: data.sku.stock,
                    sellable: data.sku.sellable,
                    warning: data.sku.warning_quantity,
                  }),
                },
              ]}
            />
            {hasExpired && (
              <Alert
                type="warning"
                showIcon
                title={t('goods.stock.batches.locked')}
                style={{ marginBlock: 8 }}
              />
            )}
            <Tabs
              activeKey={tab}
              onChange={setTab}
              tabBarExtraContent={
                editable && (
                  <Space>
                    <Button type="primary" onClick={() => setReceiving(skuId)}>
                      {t('goods.stock.batches.receive')}
                    </Button>
                    <Button onClick={() => setAdjusting({ skuId })}>{t('goods.stock.batches.adjust')}</Button>
                  </Space>
                )
              }
              items={[
                {
                  key: 'batches',
                  label: t('goods.stock.batches.tabs.batches'),
                  children: (
                    <StockBatchTable
                      batches={data.batches}
                      loading={query.isFetching}
                      onAdjust={editable ? (batch: StockBatch) => setAdjusting({ skuId, batch }) : undefined}
                    />
                  ),
                },
                {
                  key: 'ledger',
                  label: t('goods.stock.batches.tabs.ledger'),
                  children: <StockLedgerTable skuId={skuId} />,
                },
              ]}
            />
          </>
        )}
      </Modal>
      <StockReceiveDialog skuId={receiving} onClose={() => setReceiving(null)} />
      <StockAdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
