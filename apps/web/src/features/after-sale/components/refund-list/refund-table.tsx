import type { RefundAction, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import { Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { refundColumns } from './refund-columns.tsx';

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
    <Table<RefundRow>
      aria-label={t('after-sale.refunds.table')}
      rowKey="refund_sn"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 1150 }}
      locale={{ emptyText: empty }}
    />
  );
}
