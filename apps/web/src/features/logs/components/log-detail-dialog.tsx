import type { FieldChange, LogEntryView } from '@rxdesk/contract/logs/logs';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { targetTypeLabel } from '@rxdesk/contract/logs/action-labels';
import { Alert, Button, Descriptions, Modal, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import { useLog } from '../api/get-log.ts';
import { actionText, roleText, valueText } from '../lib/log-labels.ts';

/** One log entry: who, what, when, where from; the fields it changed as a before/after table, and
 * the rest of its detail key by key. Read-only (the log cannot be changed). */
export function LogDetailDialog({ logId, onClose }: { logId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useLog(logId);
  const e = query.data;
  return (
    <Modal
      open={logId !== null}
      title={t('logs.detail.title')}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('logs.detail.close')}</Button>}
    >
      {query.isError && !e && <Alert type="error" showIcon title={t('logs.detail.loadFailed')} />}
      {!e && !query.isError && <Skeleton active paragraph={{ rows: 4 }} />}
      {e && <EntryView entry={e} />}
    </Modal>
  );
}

function EntryView({ entry: e }: { entry: LogEntryView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const more = Object.entries(e.detail);
  return (
    <div data-testid="log-detail">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'time', label: t('logs.detail.time'), children: unixToDateString(e.create_time) },
          { key: 'ip', label: t('logs.detail.ip'), children: e.ip || '—' },
          { key: 'operator', label: t('logs.detail.operator'), children: e.username || t('logs.system') },
          { key: 'role', label: t('logs.detail.role'), children: roleText(t, e.role) || '—' },
          {
            key: 'action',
            label: t('logs.detail.action'),
            span: 2,
            children: (
              <>
                {actionText(e.action, lang)} <Typography.Text type="secondary">{e.action}</Typography.Text>
              </>
            ),
          },
          {
            key: 'type',
            label: t('logs.detail.targetType'),
            children: e.target_type ? targetTypeLabel(e.target_type, lang) : '—',
          },
          { key: 'target', label: t('logs.detail.target'), children: e.target || '—' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('logs.detail.changes')}
      </Typography.Title>
      <Table<FieldChange>
        aria-label={t('logs.detail.changes')}
        data-testid="log-changes"
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={e.changes}
        locale={{ emptyText: t('logs.detail.noChanges') }}
        columns={[
          { key: 'field', title: t('logs.detail.field'), dataIndex: 'field', width: 180 },
          { key: 'from', title: t('logs.detail.before'), render: (_, c) => valueText(c.from) },
          { key: 'to', title: t('logs.detail.after'), render: (_, c) => valueText(c.to) },
        ]}
      />
      {more.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('logs.detail.more')}
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={more.map(([k, v]) => ({ key: k, label: k, children: valueText(v) }))}
          />
        </>
      )}
    </div>
  );
}
