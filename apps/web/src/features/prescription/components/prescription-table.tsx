import type { PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { Table } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import type { WechatMsgType } from '../api/send-wechat-msg.ts';
import { prescriptionColumns, PRESCRIPTION_TABLE_WIDTH } from './prescription-columns.tsx';
import './prescriptions.css';

interface Props {
  rows: PrescriptionOrderRow[];
  loading: boolean;
  /** Shown in place of rows when there are none. */
  empty?: ReactNode;
  label: string;
  onRemind: (row: PrescriptionOrderRow, type: WechatMsgType) => void;
  onNavigate?: () => void;
}

/** Prescription order rows with every §2 column; paging is drawn by the caller. */
export function PrescriptionTable({ rows, loading, empty, label, onRemind, onNavigate }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(
    () => prescriptionColumns(t, lang, { onRemind, onNavigate }),
    [t, lang, onRemind, onNavigate],
  );
  return (
    <Table<PrescriptionOrderRow>
      aria-label={label}
      rowKey="sn"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: PRESCRIPTION_TABLE_WIDTH }}
      rowClassName={(row) => (row.is_overdue === 1 ? 'rx-prescriptions__row--overdue' : '')}
      {...(empty ? { locale: { emptyText: empty } } : {})}
    />
  );
}
