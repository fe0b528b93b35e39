import { useTranslation } from 'react-i18next';
import { useFileExport } from '../../../../shared/export/use-file-export.ts';
import { useExportOrders } from '../../api/export-orders.ts';
import { orderList, type OrderListFilters } from '../../lib/list-filters.ts';

/** Exports what the list shows (same filters, all pages) and saves the file. */
export function useOrderExport(filters: OrderListFilters, expectedRows: number | undefined) {
  const { t } = useTranslation();
  const mutation = useExportOrders();
  return useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query: orderList.toExportQuery(filters), onProgress }),
    expectedRows,
    doneMessage: (rows) => t('orders.export.done', { rows }),
  });
}
