import { useMutation } from '@tanstack/react-query';
import { downloadExport } from '../../../shared/export/download-export.ts';
import { saveBlob } from '../../../shared/download/save-blob.ts';

/** GET seller/trade/invoice/{id}/file — the electronic invoice's PDF, saved under its name. */
export async function downloadInvoiceFile({ id, invoiceSn }: { id: number; invoiceSn: string }) {
  const file = await downloadExport({
    url: `seller/trade/invoice/${id}/file`,
    params: {},
    fallbackName: `${invoiceSn}.pdf`,
  });
  saveBlob(file.blob, file.fileName);
}

export function useDownloadInvoiceFile() {
  return useMutation({ mutationFn: downloadInvoiceFile });
}
