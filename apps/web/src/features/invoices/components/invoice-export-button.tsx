import type { InvoiceExportQuery } from '@rxdesk/contract/invoices/invoices';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useExportInvoices } from '../api/export-invoices.ts';

/** Exports what the invoice list shows (its tab and filters, every page). */
export function InvoiceExportButton({
  query,
  total,
}: {
  query: Partial<InvoiceExportQuery>;
  total?: number;
}) {
  const { t } = useTranslation();
  const mutation = useExportInvoices();
  const exporter = useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query, onProgress }),
    expectedRows: total,
    doneMessage: (rows) => t('invoices.export.done', { rows }),
  });
  return (
    <ExportButton
      state={exporter.state}
      onExport={() => void exporter.start()}
      labels={{
        button: t('invoices.export.button'),
        title: t('invoices.export.title'),
        running: (size) => t('invoices.export.running', { size }),
        done: (rows) => t('invoices.export.done', { rows }),
      }}
    />
  );
}
