import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { useBehindOrders } from '../api/get-behind-orders.ts';
import { OVERDUE_PAGE_SIZE } from '../lib/overdue-poll.ts';
import { useRemind } from '../lib/use-remind.ts';
import { PrescriptionTable } from './prescription-table.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The shop's overdue limit, for the title. */
  overdueMinutes: number;
}

/** §2 overdue prescription orders dialog: awaiting audit past the limit, oldest first, with every
 * §2 column; following a row's link closes it. */
export function OverdueDialog({ open, onClose, overdueMinutes }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ no: 1, size: OVERDUE_PAGE_SIZE });
  const rows = useBehindOrders(page.no, page.size, open);
  const remind = useRemind();

  return (
    <Modal
      open={open}
      title={t('prescription.overdue.title', { minutes: overdueMinutes })}
      width="92vw"
      style={{ maxWidth: 1600, top: 40 }}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <TableLayout
        className="rx-prescriptions__overdue"
        pagination={{
          current: page.no,
          pageSize: page.size,
          total: rows.data?.data_total ?? 0,
          showTotal: (total) => t('prescription.list.total', { total }),
          onChange: (no, size) => setPage({ no: size === page.size ? no : 1, size }),
        }}
      >
        <PrescriptionTable
          rows={rows.data?.data ?? []}
          loading={rows.isFetching}
          label={t('prescription.overdue.table')}
          onRemind={remind}
          onNavigate={onClose}
        />
      </TableLayout>
    </Modal>
  );
}
