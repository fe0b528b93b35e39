import type { MemberAction, MemberRow } from '@rxdesk/contract/members/members';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useMemberList } from '../api/get-members.ts';
import { MemberAdvancedSearch } from '../components/member-advanced-search.tsx';
import { MemberExportButton } from '../components/member-export-button.tsx';
import { MemberTable } from '../components/member-table.tsx';
import { useConfirmedMemberAction } from '../components/use-member-action.ts';
import { memberDetailHref } from '../lib/member-links.ts';
import { memberList } from '../lib/member-filters.ts';
// The members' messages (form rules), registered with this lazy chunk rather than the shell.
import '@rxdesk/contract/members/member-messages';

/** /members/member-list — the shop's members (not removed): search, tags, export, and the state
 * actions the caller may take. */
export function MemberListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useListFilters(memberList);
  const query = useMemo(() => memberList.toQuery(filters), [filters]);
  const exportQuery = useMemo(() => memberList.toExportQuery(filters), [filters]);
  const list = useMemberList(query);
  const act = useConfirmedMemberAction();
  const onAction = useCallback(
    (m: MemberRow, action: MemberAction | 'view') => {
      if (action === 'view') void navigate(memberDetailHref(m.member_id));
      else act(m, action);
    },
    [act, navigate],
  );

  return (
    <ListScreen
      list={memberList}
      filters={filters}
      setFilters={setFilters}
      result={list}
      labels={{
        loadFailed: t('members.list.loadFailed'),
        retry: t('common.retry'),
        searchPlaceholder: t('members.list.searchPlaceholder'),
        search: t('members.list.search'),
        advanced: t('members.list.advanced'),
        empty: t('members.list.empty'),
        emptyFiltered: t('members.list.emptyFiltered'),
        clear: t('members.list.clear'),
        total: (total) => t('members.list.total', { total }),
      }}
      toolbar={<MemberExportButton query={exportQuery} total={list.data?.data_total} />}
      advanced={(form) => <MemberAdvancedSearch {...form} />}
    >
      {(view) => <MemberTable {...view} onAction={onAction} />}
    </ListScreen>
  );
}
