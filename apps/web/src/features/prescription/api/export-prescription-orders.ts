import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';
import { useMutation } from '@tanstack/react-query';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';
import type { DownloadProgress } from '../../../shared/http/transport.ts';

export interface ExportInput {
  query: Omit<PrescriptionListQuery, 'page_no' | 'page_size'>;
  onProgress?: (event: DownloadProgress) => void;
}

/** GET seller/prescription/prescriptionOrder/export — the filtered list as an XLSX file, streamed. */
export function exportPrescriptionOrders({ query, onProgress }: ExportInput): Promise<ExportedFile> {
  return downloadExport({
    url: 'seller/prescription/prescriptionOrder/export',
    params: query,
    fallbackName: 'prescriptions.xlsx',
    onProgress,
  });
}

/** Not a change: nothing to invalidate. */
export function useExportPrescriptionOrders() {
  return useMutation({ mutationFn: exportPrescriptionOrders });
}
