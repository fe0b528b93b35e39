import type { CommentExportQuery } from '@rxdesk/contract/comments/comments';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useExportComments } from '../api/export-comments.ts';

/** The export of what the comments list shows (same filters, every page). */
export function CommentExportButton({
  query,
  total,
}: {
  query: Partial<CommentExportQuery>;
  total?: number;
}) {
  const { t } = useTranslation();
  const mutation = useExportComments();
  const exporter = useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query, onProgress }),
    expectedRows: total,
    doneMessage: (rows) => t('comments.export.done', { rows }),
  });
  return (
    <ExportButton
      state={exporter.state}
      onExport={() => void exporter.start()}
      labels={{
        button: t('comments.export.button'),
        title: t('comments.export.title'),
        running: (size) => t('comments.export.running', { size }),
        done: (rows) => t('comments.export.done', { rows }),
      }}
    />
  );
}
