import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { exportReport, type ExportableReport } from '../api/export-report.ts';

interface Props {
  report: ExportableReport;
  /** The report's query as the page sends it (period and filters). */
  params: object;
  /** Rows the table shows (the progress estimate). */
  rows: number | undefined;
  disabled?: boolean;
}

/** Export of the table under the chart: the server's XLSX of the same query, saved as a file. */
export function ReportExport({ report, params, rows }: Props) {
  const { t } = useTranslation();
  const { state, start } = useFileExport({
    run: (onProgress) => exportReport(report, params, onProgress),
    expectedRows: rows,
    doneMessage: (done) => t('statistics.export.done', { rows: done }),
  });
  return (
    <ExportButton
      state={state}
      onExport={() => void start()}
      labels={{
        button: t('statistics.export.button'),
        title: t('statistics.export.title'),
        running: (size) => t('statistics.export.running', { size }),
        done: (done) => t('statistics.export.done', { rows: done }),
      }}
    />
  );
}
