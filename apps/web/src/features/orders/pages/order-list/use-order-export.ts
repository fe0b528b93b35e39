import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../../shared/download/save-blob.ts';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { useExportOrders } from '../../api/export-orders.ts';
import type { ExportState } from '../../components/order-list/export-button.tsx';
import { exportPercent } from '../../lib/export-progress.ts';
import { toExportQuery, type OrderListFilters } from '../../lib/list-filters.ts';

const IDLE: ExportState = { running: false, percent: 0, loadedBytes: 0 };

/** Exports what the list shows (same filters, all pages) and saves the file. */
export function useOrderExport(filters: OrderListFilters, expectedRows: number | undefined) {
  const { t } = useTranslation();
  const mutation = useExportOrders();
  const [state, setState] = useState<ExportState>(IDLE);

  async function start() {
    if (state.running) return;
    setState({ ...IDLE, running: true });
    try {
      const file = await mutation.mutateAsync({
        query: toExportQuery(filters),
        onProgress: (event) =>
          setState((previous) => ({
            ...previous,
            loadedBytes: event.loaded,
            percent: exportPercent(event.loaded, event.total, expectedRows),
          })),
      });
      setState({ running: false, percent: 100, loadedBytes: file.blob.size, doneRows: file.rows });
      saveBlob(file.blob, file.fileName);
      toast.success(t('orders.export.done', { rows: file.rows }));
    } catch {
      // The failure was reported by the export call itself.
      setState(IDLE);
    }
  }

  return { state, start };
}
