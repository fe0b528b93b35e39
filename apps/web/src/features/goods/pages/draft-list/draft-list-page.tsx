import type { DraftRow } from '@rxdesk/contract/goods/goods-drafts';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmActionDialog } from '../../../../shared/components/dialogs/confirm-dialog.tsx';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { useDeleteDraft } from '../../api/delete-draft.ts';
import { useDrafts } from '../../api/get-drafts.ts';
import { DraftTable } from '../../components/draft-table.tsx';
import { draftList } from '../../lib/draft-filters.ts';
import { publishHref } from '../../lib/goods-links.ts';
import { useGoodsListLabels } from '../../lib/list-labels.ts';
import '../../components/goods.css';

/** /goods/draft-list — the publish wizard's drafts: resume one at the step it was saved at
 * (good-publish/:id/1), or delete it. */
export function DraftListPage() {
  const { t } = useTranslation();
  const can = useHasPermission();
  const [filters, setFilters] = useListFilters(draftList);
  const query = useMemo(() => draftList.toQuery(filters), [filters]);
  const drafts = useDrafts(query);
  const remove = useDeleteDraft();
  const [deleting, setDeleting] = useState<{ draft: DraftRow; open: boolean } | null>(null);
  const labels = useGoodsListLabels({
    searchPlaceholder: t('goods.drafts.searchPlaceholder'),
    empty: t('goods.drafts.empty'),
  });
  const close = () => setDeleting((d) => d && { ...d, open: false });
  return (
    <div className="rx-goods">
      <ListScreen
        list={draftList}
        filters={filters}
        setFilters={setFilters}
        result={drafts}
        labels={labels}
        toolbar={
          can('good-publish') && (
            <Link to={publishHref()}>
              <Button type="primary">{t('goods.list.publish')}</Button>
            </Link>
          )
        }
      >
        {(view) => <DraftTable {...view} onAction={(draft) => setDeleting({ draft, open: true })} />}
      </ListScreen>
      {deleting && (
        <ConfirmActionDialog
          open={deleting.open}
          danger
          title={t('goods.drafts.deleteTitle')}
          content={t('goods.drafts.deleteConfirm', {
            name: deleting.draft.goods_name || t('goods.drafts.unnamed'),
          })}
          submitting={remove.isPending}
          run={() => remove.mutateAsync(deleting.draft.draft_id)}
          onDone={() => {
            toast.success(t('goods.actions.success'));
            close();
          }}
          onCancel={close}
          afterClose={() => setDeleting((d) => (d && !d.open ? null : d))}
        />
      )}
    </div>
  );
}
