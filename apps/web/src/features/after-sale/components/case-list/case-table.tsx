import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { caseColumns } from './case-columns.tsx';
import { ListTable } from '../../../../shared/lists/list-table.tsx';

interface Props {
  rows: AfterSaleRow[];
  loading: boolean;
  /** Shown in place of rows when there are none (empty list or no match). */
  empty: ReactNode;
}

/** The cases; paging is drawn by the surrounding table layout. */
export function CaseTable({ rows, loading, empty }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(() => caseColumns(t, lang), [t, lang]);
  return (
    <ListTable<AfterSaleRow>
      label={t('after-sale.list.table')}
      rowKey="service_sn"
      columns={columns}
      width={1280}
      rows={rows}
      loading={loading}
      empty={empty}
    />
  );
}
