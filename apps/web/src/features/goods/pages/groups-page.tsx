import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListLoadFailed } from '../../../shared/lists/list-states.tsx';
import { useDeleteGroup } from '../api/groups-delete.ts';
import { useGroupTree } from '../api/groups-get-tree.ts';
import { useSortGroups } from '../api/groups-sort.ts';
import { groupColumns, type GroupAction, type GroupRow } from '../components/groups-columns.tsx';
import { GroupFormDialog, type GroupDialogState } from '../components/groups-form-dialog.tsx';
import { movedOrder } from '../lib/groups-order.ts';

const CLOSED: GroupDialogState = { open: false, group: null, parentId: 0 };

/** /goods/category-list — the shop's goods groups as a two-level tree: add (top or child), edit,
 * delete (refused while a group holds sub-groups or goods), move up and down. */
export function GroupsPage() {
  const { t } = useTranslation();
  const tree = useGroupTree();
  const sort = useSortGroups();
  const remove = useDeleteGroup();
  const [dialog, setDialog] = useState<GroupDialogState>(CLOSED);
  // Every top group opens expanded; the user may fold them.
  const [folded, setFolded] = useState<readonly number[]>([]);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const rows: GroupRow[] = useMemo(
    () => nodes.map((n) => ({ ...n, children: n.children.length ? n.children : undefined })),
    [nodes],
  );
  const { mutate: sortMutate } = sort;
  const { mutateAsync: removeAsync } = remove;

  const onAction = useCallback(
    (row: GroupRow, action: GroupAction) => {
      if (action === 'addChild') setDialog({ open: true, group: null, parentId: row.cat_id });
      else if (action === 'edit') setDialog({ open: true, group: row, parentId: row.parent_id });
      else if (action === 'up' || action === 'down') {
        const order = movedOrder(nodes, row.cat_id, action === 'up' ? -1 : 1);
        if (order) sortMutate(order);
      } else
        void openModal('confirm', {
          title: t('goods.groupsPage.deleteTitle'),
          content: t('goods.groupsPage.deleteConfirm', { name: row.name }),
          okText: t('goods.extras.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await removeAsync(row.cat_id);
              toast.success(t('goods.extras.deleted'));
            } catch {
              // Not silent: the client has shown the server's reason (how many goods or sub-groups).
            }
          },
        });
    },
    [nodes, sortMutate, removeAsync, t],
  );
  const canMove = useCallback(
    (row: GroupRow, step: -1 | 1) => movedOrder(nodes, row.cat_id, step) !== null,
    [nodes],
  );
  const columns = useMemo(() => groupColumns(t, onAction, canMove), [t, onAction, canMove]);

  if (tree.isError && !tree.data)
    return <ListLoadFailed query={tree} title={t('goods.extras.loadFailed')} retry={t('common.retry')} />;

  return (
    <>
      <TableLayout
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ open: true, group: null, parentId: 0 })}
          >
            {t('goods.groupsPage.add')}
          </Button>
        }
      >
        <Table<GroupRow>
          aria-label={t('goods.groupsPage.table')}
          rowKey="cat_id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={tree.isFetching || sort.isPending}
          pagination={false}
          scroll={{ x: 1030 }}
          expandable={{
            expandedRowKeys: rows.map((r) => r.cat_id).filter((id) => !folded.includes(id)),
            onExpand: (open, row) =>
              setFolded(open ? folded.filter((id) => id !== row.cat_id) : [...folded, row.cat_id]),
          }}
          locale={{ emptyText: tree.isPending ? ' ' : <Empty description={t('goods.groupsPage.empty')} /> }}
        />
      </TableLayout>
      <GroupFormDialog state={dialog} parents={nodes} onClose={() => setDialog({ ...dialog, open: false })} />
    </>
  );
}
