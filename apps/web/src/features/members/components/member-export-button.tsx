import type { MemberListQuery } from '@rxdesk/contract/members/members';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button.tsx';
import { useFileExport } from '../../../shared/export/use-file-export.ts';
import { useExportMembers } from '../api/export-members.ts';

/** Exports what the member list shows (its filters, every page). */
export function MemberExportButton({
  query,
  total,
}: {
  query: Partial<Omit<MemberListQuery, 'page_no' | 'page_size'>>;
  total?: number;
}) {
  const { t } = useTranslation();
  const mutation = useExportMembers();
  const exporter = useFileExport({
    run: (onProgress) => mutation.mutateAsync({ query, onProgress }),
    expectedRows: total,
    doneMessage: (rows) => t('members.export.done', { rows }),
  });
  return (
    <ExportButton
      state={exporter.state}
      onExport={() => void exporter.start()}
      labels={{
        button: t('members.export.button'),
        title: t('members.export.title'),
        running: (size) => t('members.export.running', { size }),
        done: (rows) => t('members.export.done', { rows }),
      }}
    />
  );
}
