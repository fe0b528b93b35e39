import type { StockSku } from '@rxdesk/contract/goods/stock';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useHasPermission } from '../../../shared/permissions/permissions-context.ts';
import { useWarningCounts } from '../../../shared/goods/warning-counts.ts';
import { useWarningGoods } from '../api/warning-goods.ts';
import { SkuBatchesDialog } from '../components/sku-batches-dialog.tsx';
import { StockAdjustDialog, type AdjustTarget } from '../components/stock-adjust-dialog.tsx';
import { WarningQuantityDialog } from '../components/warning-quantity-dialog.tsx';
import { WarningSettingsForm } from '../../../shared/goods/warning-settings-form.tsx';
import { WarningTable, WarningTableReadOnly, type WarningAction } from '../components/warning-table.tsx';
import { useStockListLabels } from '../lib/stock-list-labels.ts';
import { warningList } from '../lib/warning-filters.ts';

/** /goods/understock-list — 预警库存: SKUs whose stock is at or under their warning quantity (their
 * own, else the shop default set above the list), with stock adjustment in place (choose a batch,
 * the change, the reason), the SKU's batches, and its own warning quantity. */
export function WarningListPage() {
  const { t } = useTranslation();
  const can = useHasPermission();
  const [filters, setFilters] = useListFilters(warningList);
  const query = useMemo(() => warningList.toQuery(filters), [filters]);
  const skus = useWarningGoods(query);
  const counts = useWarningCounts();
  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [batchesOf, setBatchesOf] = useState<number | null>(null);
  const [warningOf, setWarningOf] = useState<StockSku | null>(null);
  const labels = useStockListLabels({
    loadFailed: t('goods.stock.list.loadFailed'),
    searchPlaceholder: t('goods.stock.warning.searchPlaceholder'),
    empty: t('goods.stock.warning.empty'),
  });
  const onAction = useMemo(
    () => (row: StockSku, action: WarningAction) => {
      if (action === 'adjust') setAdjusting({ skuId: row.sku_id });
      else if (action === 'batches') setBatchesOf(row.sku_id);
      else setWarningOf(row);
    },
    [],
  );
  const Table = can('good-sku') ? WarningTable : WarningTableReadOnly;

  return (
    <>
      <WarningSettingsForm />
      <ListScreen list={warningList} filters={filters} setFilters={setFilters} result={skus} labels={labels}>
        {(view) => <Table {...view} onAction={onAction} />}
      </ListScreen>
      <StockAdjustDialog target={adjusting} onClose={() => setAdjusting(null)} />
      <SkuBatchesDialog skuId={batchesOf} onClose={() => setBatchesOf(null)} />
      <WarningQuantityDialog
        sku={warningOf}
        shopDefault={counts.data?.stock_warning_default ?? 10}
        onClose={() => setWarningOf(null)}
      />
    </>
  );
}
