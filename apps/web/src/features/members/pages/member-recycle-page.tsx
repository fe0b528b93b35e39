import type { MemberRow } from '@rxdesk/contract/members/members';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useRecycledMembers } from '../api/get-recycled-members.ts';
import { RecycleTable } from '../components/member-table.tsx';
import { useConfirmedMemberAction } from '../components/use-member-action.ts';
import { recycleList } from '../lib/member-filters.ts';
// The members' messages (form rules), registered with this lazy chunk rather than the shell.
import '@rxdesk/contract/members/member-messages';

/** /members/member-recycle — members removed by staff (kept with their orders), restorable. */
export function MemberRecyclePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(recycleList);
  const query = useMemo(() => recycleList.toQuery(filters), [filters]);
  const list = useRecycledMembers(query);
  const act = useConfirmedMemberAction();
  const onAction = useCallback((m: MemberRow) => act(m, 'restore'), [act]);

  return (
    <ListScreen
      list={recycleList}
      filters={filters}
      setFilters={setFilters}
      result={list}
      labels={{
        loadFailed: t('members.list.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('members.recycle.searchPlaceholder'),
        search: t('members.list.search'),
        advanced: t('members.list.advanced'),
        empty: t('members.recycle.empty'),
        emptyFiltered: t('members.list.emptyFiltered'),
        clear: t('members.list.clear'),
        total: (total) => t('members.list.total', { total }),
      }}
    >
      {(view) => <RecycleTable {...view} onAction={onAction} />}
    </ListScreen>
  );
}
