import type { PrescriptionListQuery } from '@rxdesk/contract/prescription/prescription';
import { useMutation } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { downloadExport, type ExportedFile } from '../../../shared/export/download-export.ts';

export interface ExportInput {
  query: Omit<PrescriptionListQuery, 'page_no' | 'page_size'>;
  onProgress?: (event: AxiosProgressEvent) => void;
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
