import type { LicenceRecord } from '@rxdesk/contract/settings/qualifications';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LicenceScans } from './licence-scans.tsx';
import { LicenceStatusTag, validityText } from './licence-status-tag.tsx';

interface Props {
  query: {
    isPending: boolean;
    isError: boolean;
    data: LicenceRecord | null | undefined;
    refetch: () => unknown;
  };
  onAdd: () => void;
  onEdit: (r: LicenceRecord) => void;
  onDelete: (r: LicenceRecord) => void;
  onHistory: (r: LicenceRecord) => void;
}

/** The business licence (营业执照): its fields and scans, or a button to record it. */
export function YyzzCard({ query, onAdd, onEdit, onDelete, onHistory }: Props) {
  const { t } = useTranslation();
  const r = query.data;
  const actions = r ? (
    <Space>
      <Button size="small" onClick={() => onHistory(r)}>
        {t('qualifications.action.history')}
      </Button>
      <Button size="small" type="primary" onClick={() => onEdit(r)}>
        {t('qualifications.action.edit')}
      </Button>
      <Button size="small" danger onClick={() => onDelete(r)}>
        {t('qualifications.action.delete')}
      </Button>
    </Space>
  ) : null;
  return (
    <Card title={t('qualifications.yyzz.title')} extra={actions} data-testid="yyzz-card">
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Result
          status="warning"
          title={t('qualifications.list.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('qualifications.list.retry')}</Button>}
        />
      ) : !r ? (
        <Empty description={t('qualifications.yyzz.none')}>
          <Button type="primary" onClick={onAdd} data-testid="yyzz-add">
            {t('qualifications.yyzz.add')}
          </Button>
        </Empty>
      ) : (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'h', label: t('qualifications.field.holder_name'), children: r.holder_name },
            { key: 'n', label: t('qualifications.field.yyzzNumber'), children: r.number },
            { key: 'l', label: t('qualifications.field.legal_person'), children: r.legal_person || '-' },
            { key: 'i', label: t('qualifications.field.issuer'), children: r.issuer },
            {
              key: 'v',
              label: t('qualifications.field.validity'),
              children: validityText(r, t('qualifications.status.permanent')),
            },
            { key: 's', label: t('qualifications.field.status'), children: <LicenceStatusTag record={r} /> },
            { key: 'a', label: t('qualifications.field.address'), children: r.address || '-', span: 2 },
            { key: 'c', label: t('qualifications.field.scope'), children: r.scope || '-', span: 2 },
            {
              key: 'm',
              label: t('qualifications.field.images'),
              children: <LicenceScans images={r.images} />,
              span: 2,
            },
          ]}
        />
      )}
    </Card>
  );
}
