import type { PrescriptionDetail } from '@rxdesk/contract/prescription/prescription';
import { Alert, Card, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMismatch, matchDrugs, MISMATCH_STATUSES, type DrugMatchRow } from '../../lib/drug-match.ts';

interface Props {
  detail: PrescriptionDetail;
}

const STATUS_COLORS: Record<DrugMatchRow['status'], string> = {
  match: 'green',
  overQuantity: 'red',
  notPrescribed: 'red',
  otc: 'default',
  notOrdered: 'gold',
};

/** The prescribed drugs against the order lines, side by side; a line the prescription does not
 * cover (not prescribed, or more units than prescribed) is highlighted. */
export function DrugsSection({ detail }: Props) {
  const { t } = useTranslation();
  const rows = useMemo(
    () => matchDrugs(detail.prescription.drugs, detail.order.items),
    [detail.prescription.drugs, detail.order.items],
  );
  const columns: TableColumnsType<DrugMatchRow> = [
    {
      key: 'ordered',
      title: t('prescription.drugs.ordered'),
      render: (_, row) =>
        row.item ? (
          <>
            <div>{row.item.common_name || row.item.goods_name}</div>
            <small>
              {row.item.goods_name} {row.item.specs}
            </small>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'num',
      title: t('prescription.drugs.num'),
      width: 90,
      align: 'right',
      render: (_, row) => row.item?.num ?? '—',
    },
    {
      key: 'prescribed',
      title: t('prescription.drugs.prescribed'),
      render: (_, row) =>
        row.drug ? (
          <>
            <div>
              {row.drug.drug_name} {row.drug.specs}
            </div>
            <small>{row.drug.dosage}</small>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'quantity',
      title: t('prescription.drugs.quantity'),
      width: 100,
      align: 'right',
      render: (_, row) => (row.drug ? `${row.drug.quantity}${row.drug.unit}` : '—'),
    },
    {
      key: 'status',
      title: t('prescription.drugs.status'),
      width: 140,
      render: (_, row) => (
        <Tag color={STATUS_COLORS[row.status]} data-testid={`drug-${row.status}`}>
          {t(`prescription.drugs.${row.status}`)}
        </Tag>
      ),
    },
  ];
  return (
    <Card size="small" title={t('prescription.drugs.title')}>
      {hasMismatch(rows) && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('prescription.drugs.mismatch')}
          data-testid="drug-mismatch"
        />
      )}
      <Table<DrugMatchRow>
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        aria-label={t('prescription.drugs.title')}
        rowClassName={(row) => (MISMATCH_STATUSES.includes(row.status) ? 'rx-audit__drug--mismatch' : '')}
      />
    </Card>
  );
}
