import '@rxdesk/contract/promotions/seckill-messages';
import type { GroupBuyDetail, GroupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { keyedListLabels, keyedStatusTabs } from '../../../../shared/lists/keyed-list-screen.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { ACTIVITY_BASE } from '../../seckill/api/activity-keys.ts';
import type { ActivityRowAction } from '../../seckill/components/activity-columns.tsx';
import { useActivityActions } from '../../seckill/components/use-activity-actions.tsx';
import { ACTIVITY_TABS, groupBuyList } from '../../seckill/lib/activity-filters.ts';
import { useGroupBuys } from '../api/get-group-buys.ts';
import { useSaveGroupBuy } from '../api/save-group-buy.ts';
import { GroupBuyFormDialog } from '../components/group-buy-form-dialog.tsx';
import { GroupBuyTable } from '../components/group-buy-table.tsx';
import { groupBuyGoodsHref } from './group-buy-links.ts';

/** /promotions/group-buy-manager — 团购: a tab per computed state, search by name; add, view its
 * goods, edit and delete before the start, close with a reason. The row buttons are the server's. */
export function GroupBuyListPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters(groupBuyList);
  const query = useMemo(() => groupBuyList.toQuery(filters), [filters]);
  const list = useGroupBuys(query);
  const save = useSaveGroupBuy();
  const actions = useActivityActions('groupBuy');
  const [form, setForm] = useState<{ detail: GroupBuyDetail | null } | null>(null);

  const onAction = (row: GroupBuyRow, action: ActivityRowAction) => {
    if (action === 'view') void navigate(groupBuyGoodsHref(row.id, row.group_name));
    else if (action === 'delete') actions.remove(row);
    else if (action === 'close') actions.close(row);
    else
      void apiClient
        .get<GroupBuyDetail>(`${ACTIVITY_BASE.groupBuy}/${row.id}`)
        .then((detail) => setForm({ detail }))
        .catch(() => undefined);
  };

  return (
    <>
      <ListScreen
        list={groupBuyList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={keyedListLabels(t, 'promotions.activity')}
        tabs={keyedStatusTabs(t, 'promotions.activity', ACTIVITY_TABS, 'activity-tab')}
        toolbar={
          <Button type="primary" onClick={() => setForm({ detail: null })} data-testid="group-buy-add">
            {k('addGroupBuy')}
          </Button>
        }
      >
        {(view) => <GroupBuyTable {...view} onAction={onAction} />}
      </ListScreen>
      {form ? (
        <GroupBuyFormDialog
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
      {actions.closeDialog}
    </>
  );
}
