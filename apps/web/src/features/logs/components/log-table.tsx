import type { LogRow } from '@rxdesk/contract/logs/logs';
import { Button, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/hooks/use-lang.ts';
import type { Lang } from '../../../shared/labels/enum-label.ts';
import { dayTimeColumn } from '../../../shared/lists/list-columns.tsx';
import type { ListTableView } from '../../../shared/lists/list-screen.tsx';
import { ListTable } from '../../../shared/lists/list-table.tsx';
import { actionText, roleText, targetText } from '../lib/log-labels.ts';

function logColumns(t: TFunction, lang: Lang, onOpen: (row: LogRow) => void): TableColumnsType<LogRow> {
  return [
    dayTimeColumn('time', t('logs.columns.time'), (r) => r.create_time),
    {
      key: 'operator',
      title: t('logs.columns.operator'),
      width: 130,
      render: (_, r) => r.username || t('logs.system'),
    },
    { key: 'role', title: t('logs.columns.role'), width: 100, render: (_, r) => roleText(t, r.role) },
    {
      key: 'action',
      title: t('logs.columns.action'),
      width: 180,
      render: (_, r) => <span title={r.action}>{actionText(r.action, lang)}</span>,
    },
    {
      key: 'target',
      title: t('logs.columns.target'),
      render: (_, r) => targetText(r.target_type, r.target, lang),
    },
    { key: 'ip', title: t('logs.columns.ip'), width: 130, dataIndex: 'ip' },
    {
      key: 'actions',
      title: t('logs.columns.actions'),
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" data-testid={`log-view-${r.log_id}`} onClick={() => onOpen(r)}>
          {t('logs.view')}
        </Button>
      ),
    },
  ];
}

/** The log list's table: time, operator, role, action (labelled), target, IP, and "view". */
export function LogTable({
  rows,
  loading,
  empty,
  onOpen,
}: ListTableView<LogRow> & { onOpen: (row: LogRow) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(() => logColumns(t, lang, onOpen), [t, lang, onOpen]);
  return (
    <ListTable<LogRow>
      label={t('logs.table')}
      rowKey="log_id"
      columns={columns}
      width={1000}
      rows={rows}
      loading={loading}
      empty={empty}
    />
  );
}
