import { PlusOutlined } from '@ant-design/icons';
import { TAG_CUSTOM_MAX, type GoodsTag } from '@rxdesk/contract/goods/tags';
import { Button, Empty, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListLoadFailed } from '../../../shared/lists/list-states.tsx';
import { useDeleteTag } from '../api/tags-delete.ts';
import { useTags } from '../api/tags-get-list.ts';
import { TagFormDialog } from '../components/tags-form-dialog.tsx';
import { TagsTable, type TagAction } from '../components/tags-table.tsx';
import { tagGoodsHref } from '../lib/extras-links.ts';

/** /goods/tag-list — hot, new, recommend and the shop's own tags; each tag's goods are chosen on
 * its own page (tag-add). */
export function TagsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tags = useTags();
  const remove = useDeleteTag();
  const [dialog, setDialog] = useState<{ open: boolean; tag: GoodsTag | null }>({ open: false, tag: null });
  const custom = (tags.data ?? []).filter((tag) => tag.builtin === 0).length;
  const full = custom >= TAG_CUSTOM_MAX;
  const { mutateAsync: removeAsync } = remove;

  const onAction = useCallback(
    (tag: GoodsTag, action: TagAction) => {
      if (action === 'goods') void navigate(tagGoodsHref(tag.tag_id, tag.tag_name));
      else if (action === 'edit') setDialog({ open: true, tag });
      else
        void openModal('confirm', {
          title: t('goods.tagsPage.deleteTitle'),
          content: t('goods.tagsPage.deleteConfirm', { name: tag.tag_name }),
          okText: t('goods.extras.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await removeAsync(tag.tag_id);
              toast.success(t('goods.extras.deleted'));
            } catch {
              // Not silent: the client has shown the server's reason.
            }
          },
        });
    },
    [navigate, removeAsync, t],
  );

  if (tags.isError && !tags.data)
    return <ListLoadFailed query={tags} title={t('goods.extras.loadFailed')} retry={t('common.retry')} />;

  return (
    <>
      <TableLayout
        toolbar={
          <Tooltip title={full ? t('goods.tagsPage.full', { max: TAG_CUSTOM_MAX }) : undefined}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              disabled={full}
              onClick={() => setDialog({ open: true, tag: null })}
            >
              {t('goods.tagsPage.add')}
            </Button>
          </Tooltip>
        }
      >
        <TagsTable
          rows={tags.data ?? []}
          loading={tags.isFetching}
          empty={tags.isPending ? ' ' : <Empty description={t('goods.tagsPage.empty')} />}
          onAction={onAction}
        />
      </TableLayout>
      <TagFormDialog
        open={dialog.open}
        tag={dialog.tag}
        onClose={() => setDialog({ ...dialog, open: false })}
      />
    </>
  );
}
