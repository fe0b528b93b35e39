import type { LogRow } from '@rxdesk/contract/logs/logs';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useExportLogs } from '../api/export-logs.ts';
import { useLogs } from '../api/get-logs.ts';
import { LogDetailDialog } from '../components/log-detail-dialog.tsx';
import { LogFilterForm } from '../components/log-filter-form.tsx';
import { LogTable } from '../components/log-table.tsx';
import { logList } from '../lib/log-list.ts';

/** /logs/operate-log — the shop's operation log, newest first: search, filters (operator,
 * action, target, time), export following them, and each entry's detail with before/after. */
export function OperateLogPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(logList);
  const query = useMemo(() => logList.toQuery(filters), [filters]);
  const logs = useLogs(query);
  const [open, setOpen] = useState<number | null>(null);
  const onOpen = useCallback((r: LogRow) => setOpen(r.log_id), []);
  const exportMutation = useExportLogs();
  const exporter = useFileExport({
    run: (onProgress) => exportMutation.mutateAsync({ query: logList.toExportQuery(filters), onProgress }),
    expectedRows: logs.data?.data_total,
    doneMessage: (rows) => t('logs.export.done', { rows }),
  });

  return (
    <>
      <ListScreen
        list={logList}
        filters={filters}
        setFilters={setFilters}
        result={logs}
        labels={{
          loadFailed: t('logs.loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: t('logs.searchPlaceholder'),
          search: t('logs.search'),
          advanced: t('logs.advanced'),
          empty: t('logs.empty'),
          emptyFiltered: t('logs.emptyFiltered'),
          clear: t('logs.clear'),
          total: (total) => t('logs.total', { total }),
        }}
        toolbar={
          <ExportButton
            state={exporter.state}
            onExport={() => void exporter.start()}
            labels={{
              button: t('logs.export.button'),
              title: t('logs.export.title'),
              running: (size) => t('logs.export.running', { size }),
              done: (rows) => t('logs.export.done', { rows }),
            }}
          />
        }
        advanced={(form) => <LogFilterForm {...form} />}
      >
        {(view) => <LogTable {...view} onOpen={onOpen} />}
      </ListScreen>
      <LogDetailDialog logId={open} onClose={() => setOpen(null)} />
    </>
  );
}
