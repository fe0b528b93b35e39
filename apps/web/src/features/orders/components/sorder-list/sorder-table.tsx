import type { SorderShopAction, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sorderColumns } from './sorder-columns.tsx';
import { ListTable } from '../../../../shared/lists/list-table.tsx';

interface Props {
  rows: SorderSummary[];
  loading: boolean;
  empty: ReactNode;
  onAction: (so: SorderSummary, action: SorderShopAction) => void;
}

/** The sub-order rows; paging is drawn by the surrounding table layout. */
export function SorderTable({ rows, loading, empty, onAction }: Props) {
  const { t } = useTranslation();
  const columns = useMemo(() => sorderColumns(t, onAction), [t, onAction]);
  return (
    <ListTable<SorderSummary>
      label={t('orders.sorders.list.table')}
      rowKey="ssid"
      columns={columns}
      width={1520}
      rows={rows}
      loading={loading}
      empty={empty}
    />
  );
}
