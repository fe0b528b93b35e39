import type { Page } from '@rxdesk/contract/common/paging';
import { LICENCE_KIND_LABELS, type LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { Button, Empty, Result, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LicenceScans } from './licence-scans.tsx';
import { LicenceStatusTag, validityText } from './licence-status-tag.tsx';

interface Props {
  query: {
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    data: Page<LicenceRecord> | undefined;
    refetch: () => unknown;
  };
  onPage: (page_no: number, page_size: number) => void;
  onEdit: (r: LicenceRecord) => void;
  onDelete: (r: LicenceRecord) => void;
  onHistory: (r: LicenceRecord) => void;
}

/** The pharmacy's licences: kind, number, issuer, quality officer, validity with its standing,
 * scans, and the row actions. */
export function LicenceTable({ query, onPage, onEdit, onDelete, onHistory }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  if (query.isError)
    return (
      <Result
        status="warning"
        title={t('qualifications.list.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('qualifications.list.retry')}</Button>}
      />
    );
  const columns: TableColumnsType<LicenceRecord> = [
    {
      key: 'kind',
      title: t('qualifications.field.kind'),
      render: (_, r) => LICENCE_KIND_LABELS[r.kind][lang],
    },
    { key: 'number', title: t('qualifications.field.number'), dataIndex: 'number' },
    { key: 'issuer', title: t('qualifications.field.issuer'), dataIndex: 'issuer' },
    { key: 'officer', title: t('qualifications.field.quality_officer'), dataIndex: 'quality_officer' },
    {
      key: 'validity',
      title: t('qualifications.field.validity'),
      render: (_, r) => validityText(r, t('qualifications.status.permanent')),
    },
    {
      key: 'status',
      title: t('qualifications.field.status'),
      render: (_, r) => <LicenceStatusTag record={r} />,
    },
    {
      key: 'images',
      title: t('qualifications.field.images'),
      render: (_, r) => <LicenceScans images={r.images} />,
    },
    {
      key: 'actions',
      title: '',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(r)}>
            {t('qualifications.action.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => onHistory(r)}>
            {t('qualifications.action.history')}
          </Button>
          <Button type="link" size="small" danger onClick={() => onDelete(r)}>
            {t('qualifications.action.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  const page = query.data;
  return (
    <div data-testid="licence-table">
      <Table<LicenceRecord>
        rowKey="id"
        size="middle"
        loading={query.isPending || query.isFetching}
        columns={columns}
        dataSource={page?.data ?? []}
        locale={{ emptyText: <Empty description={t('qualifications.list.empty')} /> }}
        scroll={{ x: 960 }}
        pagination={{
          current: page?.page_no ?? 1,
          pageSize: page?.page_size ?? 10,
          total: page?.data_total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('qualifications.list.total', { count }),
          onChange: onPage,
        }}
      />
    </div>
  );
}
