import type { ExpiryRow } from '@rxdesk/contract/goods/stock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useExpiryBatches } from '../api/expiry-batches.ts';
import { ExpiryTable, type ExpiryAction } from '../components/expiry-table.tsx';
import { SkuBatchesDialog } from '../components/sku-batches-dialog.tsx';
import { StockAdjustDialog, type AdjustTarget } from '../components/stock-adjust-dialog.tsx';
import { EXPIRY_TABS, expiryList } from '../lib/expiry-filters.ts';
import { useStockListLabels } from '../lib/stock-list-labels.ts';

/** /goods/expiry-list — 近效期批次: batches still holding stock that expire within the shop's
 * near-expiry days, and expired ones (locked, never sold) waiting to be written off. */
export function ExpiryListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(expiryList);
  const query = useMemo(() => expiryList.toQuery(filters), [filters]);
  const batches = useExpiryBatches(query);
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [batchesOf, setBatchesOf] = useState<number | null>(null);
  const labels = useStockListLabels({
    loadFailed: t('goods.stock.list.loadFailed'),
    searchPlaceholder: t('goods.stock.expiry.searchPlaceholder'),
    empty: t('goods.stock.expiry.empty'),
  });
  const onAction = useMemo(
    () => (row: ExpiryRow, action: ExpiryAction) => {
      if (action === 'writeOff') setAdjusting({ skuId: row.sku_id, batch: row });
      else setBatchesOf(row.sku_id);
    },
    [],
  );

  return (
    <>
      <ListScreen
        list={expiryList}
        filters={filters}
        setFilters={setFilters}
        result={batches}
        labels={labels}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('goods.stock.expiry.tabsLabel')}
            tabs={EXPIRY_TABS}
            active={active}
            counts={undefined}
            title={(tab) => t(`goods.stock.expiry.tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="expiry-tab"
          />
        )}
      >
        {(view) => <ExpiryTable {...view} onAction={onAction} />}
      </ListScreen>
      <StockAdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
      <SkuBatchesDialog skuId={batchesOf} onClose={() => setBatchesOf(null)} />
    </>
  );
}
