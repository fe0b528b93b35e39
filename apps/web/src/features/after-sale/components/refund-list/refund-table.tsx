import type { RefundAction, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { refundColumns } from './refund-columns.tsx';
import { ListTable } from '../../../../shared/lists/list-table.tsx';

interface Props {
  rows: RefundRow[];
  loading: boolean;
  empty: ReactNode;
  onAction: (refund: RefundRow, action: RefundAction) => void;
}

/** The refunds; paging is drawn by the surrounding table layout. */
export function RefundTable({ rows, loading, empty, onAction }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(() => refundColumns(t, lang, onAction), [t, lang, onAction]);
  return (
    <ListTable<RefundRow>
      label={t('after-sale.refunds.table')}
      rowKey="refund_sn"
      columns={columns}
      width={1150}
      rows={rows}
      loading={loading}
      empty={empty}
    />
  );
}
