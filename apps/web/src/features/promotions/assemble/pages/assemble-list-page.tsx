import '@rxdesk/contract/promotions/seckill-messages';
import '@rxdesk/contract/promotions/assemble-messages';
import type { AssembleRow } from '@rxdesk/contract/promotions/assemble';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import type { ActivityRowAction } from '../../seckill/components/activity-columns.tsx';
import { useActivityActions } from '../../seckill/components/use-activity-actions.tsx';
import { ACTIVITY_TABS } from '../../seckill/lib/activity-filters.ts';
import { useAssembles } from '../api/assemble-queries.ts';
import { AssembleTable } from '../components/assemble-table.tsx';
import { AssembleTeamsDrawer } from '../components/assemble-teams-drawer.tsx';
import { assembleAddHref, assembleList } from '../lib/assemble-links.ts';

/** /promotions/assemble-manager — 拼团: a tab per computed state, search by title; add and edit
 * (before the start) on their own page, view its teams, delete before the start, close with a
 * reason (its forming teams fail and are refunded). The row buttons are the server's. */
export function AssembleListPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`promotions.activity.${key}`);
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters(assembleList);
  const query = useMemo(() => assembleList.toQuery(filters), [filters]);
  const list = useAssembles(query);
  const actions = useActivityActions('assemble', t('promotions.assemble.closeNotice'));
  const [viewing, setViewing] = useState<number | null>(null);

  const onAction = (row: AssembleRow, action: ActivityRowAction) => {
    if (action === 'view') setViewing(row.id);
    else if (action === 'delete') actions.remove(row);
    else if (action === 'close') actions.close(row);
    else void navigate(assembleAddHref(row.id));
  };

  return (
    <>
      <ListScreen
        list={assembleList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={{
          loadFailed: k('loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: k('searchPlaceholder'),
          search: k('search'),
          advanced: k('advanced'),
          empty: k('empty'),
          emptyFiltered: k('emptyFiltered'),
          clear: k('clear'),
          total: (total) => t('promotions.activity.total', { total }),
        }}
        tabs={(active, onChange) => (
          <CountTabs
            label={k('tabsLabel')}
            tabs={ACTIVITY_TABS}
            active={active}
            counts={undefined}
            title={(tab) => k(`tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="activity-tab"
          />
        )}
        toolbar={
          <Button type="primary" onClick={() => void navigate(assembleAddHref())} data-testid="assemble-add">
            {t('promotions.assemble.add')}
          </Button>
        }
      >
        {(view) => <AssembleTable {...view} onAction={onAction} />}
      </ListScreen>
      <AssembleTeamsDrawer id={viewing} onClose={() => setViewing(null)} />
      {actions.closeDialog}
    </>
  );
}
