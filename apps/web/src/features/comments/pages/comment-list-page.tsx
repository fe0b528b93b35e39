import type { CommentAction, CommentRow } from '@rxdesk/contract/comments/comments';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../shared/components/count-tabs.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { useComments } from '../api/get-comments.ts';
import { useReplyComment } from '../api/reply-comment.ts';
import { useSetCommentHidden } from '../api/set-comment-hidden.ts';
import { CommentAdvancedForm } from '../components/comment-advanced-form.tsx';
import { CommentExportButton } from '../components/comment-export-button.tsx';
import { CommentReplyDialog } from '../components/comment-reply-dialog.tsx';
import { CommentTable } from '../components/comment-table.tsx';
import { COMMENT_TABS, commentList } from '../lib/comment-filters.ts';
import '../components/comments.css';

/** /comments/goods-comment-list — buyers' reviews: a tab per grade, search in the text, the
 * advanced filters (goods, pictures, replied, shown or hidden, time); reply once, edit the reply
 * within 24 hours, hide and show (with a confirm). The actions each row offers are the server's. */
export function CommentListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(commentList);
  const query = useMemo(() => commentList.toQuery(filters), [filters]);
  const comments = useComments(query);
  const reply = useReplyComment();
  const hidden = useSetCommentHidden();
  const [replying, setReplying] = useState<{ open: boolean; comment: CommentRow | null }>({
    open: false,
    comment: null,
  });
  const { mutateAsync: setHiddenAsync } = hidden;

  const onAction = useCallback(
    (row: CommentRow, action: CommentAction) => {
      if (action === 'reply' || action === 'editReply') {
        setReplying({ open: true, comment: row });
        return;
      }
      void openModal('confirm', {
        title: t(action === 'hide' ? 'comments.hideTitle' : 'comments.showTitle'),
        content: t(action === 'hide' ? 'comments.hideConfirm' : 'comments.showConfirm'),
        okText: t(`comments.actions.${action}`),
        okButtonProps: { danger: action === 'hide' },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await setHiddenAsync({ commentId: row.comment_id, action });
            toast.success(t('comments.done'));
          } catch {
            // Not silent: the client has shown the server's reason.
          }
        },
      });
    },
    [setHiddenAsync, t],
  );

  const comment = replying.comment;
  return (
    <>
      <ListScreen
        list={commentList}
        filters={filters}
        setFilters={setFilters}
        result={comments}
        labels={{
          loadFailed: t('comments.loadFailed'),
          retry: t('common.retry'),
          searchPlaceholder: t('comments.searchPlaceholder'),
          search: t('comments.search'),
          advanced: t('comments.advanced'),
          empty: t('comments.empty'),
          emptyFiltered: t('comments.emptyFiltered'),
          clear: t('comments.clear'),
          total: (total) => t('comments.total', { total }),
        }}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('comments.tabsLabel')}
            tabs={COMMENT_TABS}
            active={active}
            counts={undefined}
            title={(tab) => t(`comments.tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="comment-tab"
          />
        )}
        toolbar={
          <CommentExportButton query={commentList.toExportQuery(filters)} total={comments.data?.data_total} />
        }
        advanced={(form) => <CommentAdvancedForm {...form} />}
      >
        {(view) => <CommentTable {...view} onAction={onAction} />}
      </ListScreen>
      <CommentReplyDialog
        open={replying.open}
        comment={comment}
        submitting={reply.isPending}
        onSubmit={async ({ content }) => {
          if (!comment) return;
          await reply.mutateAsync({
            commentId: comment.comment_id,
            content,
            edit: comment.reply_content !== null,
          });
          toast.success(t('comments.replied'));
          setReplying({ open: false, comment });
        }}
        onCancel={() => setReplying({ open: false, comment })}
        afterClose={() => setReplying({ open: false, comment: null })}
      />
    </>
  );
}
