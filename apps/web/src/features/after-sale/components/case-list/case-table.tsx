import type { AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import { Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { caseColumns } from './case-columns.tsx';

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
    <Table<AfterSaleRow>
      aria-label={t('after-sale.list.table')}
      rowKey="service_sn"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1280 }}
      locale={{ emptyText: empty }}
    />
  );
}
