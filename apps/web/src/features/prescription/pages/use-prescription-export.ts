import { useTranslation } from 'react-i18next';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useExportPrescriptionOrders } from '../api/export-prescription-orders.ts';
import { prescriptionList, type RxListFilters } from '../lib/list-filters.ts';

/** Exports what the list shows (same filters, all pages) and saves the file. */
export function usePrescriptionExport(filters: RxListFilters, expectedRows: number | undefined) {
  const { t } = useTranslation();
  const mutation = useExportPrescriptionOrders();
  return useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query: prescriptionList.toExportQuery(filters), onProgress }),
    expectedRows,
    doneMessage: (rows) => t('prescription.export.done', { rows }),
  });
}
