import type { AskExportQuery } from '@rxdesk/contract/consultations/asks';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useExportAsks } from '../api/export-asks.ts';

/** The export of what the list shows (same filters, every page). */
export function AskExportButton({ query, total }: { query: Partial<AskExportQuery>; total?: number }) {
  const { t } = useTranslation();
  const mutation = useExportAsks();
  const exporter = useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query, onProgress }),
    expectedRows: total,
    doneMessage: (rows) => t('consultations.export.done', { rows }),
  });
  return (
    <ExportButton
      state={exporter.state}
      onExport={() => void exporter.start()}
      labels={{
        button: t('consultations.export.button'),
        title: t('consultations.export.title'),
        running: (size) => t('consultations.export.running', { size }),
        done: (rows) => t('consultations.export.done', { rows }),
      }}
    />
  );
}
