import '@rxdesk/contract/promotions/seckill-messages';
import type { SeckillRow } from '@rxdesk/contract/promotions/seckill';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { keyedListLabels, keyedStatusTabs } from '../../../../shared/lists/keyed-list-screen.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE } from '../api/activity-keys.ts';
import { useSaveSeckill } from '../api/save-seckill.ts';
import { useSeckills } from '../api/get-seckills.ts';
import type { SeckillDetail } from '@rxdesk/contract/promotions/seckill';
import type { ActivityRowAction } from '../components/activity-columns.tsx';
import { SeckillDetailDialog } from '../components/seckill-detail-dialog.tsx';
import { SeckillFormDialog } from '../components/seckill-form-dialog.tsx';
import { SeckillTable } from '../components/seckill-table.tsx';
import { useActivityActions } from '../components/use-activity-actions.tsx';
import { ACTIVITY_TABS, seckillList } from '../lib/activity-filters.ts';

/** /promotions/time-limit — 限时抢购: a tab per computed state, search by title; add, view, edit
 * and delete before the start, close with a reason. The buttons each row offers are the server's. */
export function SeckillListPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const [filters, setFilters] = useListFilters(seckillList);
  const query = useMemo(() => seckillList.toQuery(filters), [filters]);
  const list = useSeckills(query);
  const save = useSaveSeckill();
  const actions = useActivityActions('seckill');
  const [viewing, setViewing] = useState<number | null>(null);
  // The form: closed, adding (null), or editing a loaded sale.
  const [form, setForm] = useState<{ detail: SeckillDetail | null } | null>(null);

  const onAction = (row: SeckillRow, action: ActivityRowAction) => {
    if (action === 'view') setViewing(row.id);
    else if (action === 'delete') actions.remove(row);
    else if (action === 'close') actions.close(row);
    else
      void apiClient
        .get<SeckillDetail>(`${ACTIVITY_BASE.seckill}/${row.id}`)
        .then((detail) => setForm({ detail }))
        .catch(() => undefined);
  };

  return (
    <>
      <ListScreen
        list={seckillList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={keyedListLabels(t, 'promotions.activity')}
        tabs={keyedStatusTabs(t, 'promotions.activity', ACTIVITY_TABS, 'activity-tab')}
        toolbar={
          <Button type="primary" onClick={() => setForm({ detail: null })} data-testid="seckill-add">
            {k('addSeckill')}
          </Button>
        }
      >
        {(view) => <SeckillTable {...view} onAction={onAction} />}
      </ListScreen>
      {form ? (
        <SeckillFormDialog
          open
          detail={form.detail}
          submitting={save.isPending}
          onSubmit={async (body) => {
            await save.mutateAsync({ id: form.detail?.id ?? null, body });
            toast.success(k('saved'));
            setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      ) : null}
      <SeckillDetailDialog id={viewing} onClose={() => setViewing(null)} />
      {actions.closeDialog}
    </>
  );
}
