import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListLoadFailed } from '../../../shared/lists/list-states.tsx';
import { useDeletePointsCategory } from '../api/delete-points-category.ts';
import { usePointsCategories } from '../api/get-points-categories.ts';
import {
  pointsCategoryColumns,
  type PointsCategoryAction,
  type PointsCategoryRow,
} from '../components/points-category-columns.tsx';
import {
  PointsCategoryFormDialog,
  type PointsCategoryDialogState,
} from '../components/points-category-form-dialog.tsx';

const CLOSED: PointsCategoryDialogState = { open: false, category: null, parentId: 0 };

/** /pointsOrder/points-category — the shop's points categories as a two-level tree: add (top or
 * child), edit (name, sort), delete (refused while a category holds sub-categories). */
export function PointsCategoryPage() {
  const { t } = useTranslation();
  const tree = usePointsCategories();
  const remove = useDeletePointsCategory();
  const [dialog, setDialog] = useState<PointsCategoryDialogState>(CLOSED);
  // Every top category opens expanded; the user may fold them.
  const [folded, setFolded] = useState<readonly number[]>([]);
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const rows: PointsCategoryRow[] = useMemo(
    () => nodes.map((n) => ({ ...n, children: n.children.length ? n.children : undefined })),
    [nodes],
  );
  const { mutateAsync: removeAsync } = remove;

  const onAction = useCallback(
    (row: PointsCategoryRow, action: PointsCategoryAction) => {
      if (action === 'addChild') setDialog({ open: true, category: null, parentId: row.category_id });
      else if (action === 'edit') setDialog({ open: true, category: row, parentId: row.parent_id });
      else
        void openModal('confirm', {
          title: t('points.categories.deleteTitle'),
          content: t('points.categories.deleteConfirm', { name: row.name }),
          okText: t('points.categories.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              await removeAsync(row.category_id);
              toast.success(t('points.categories.deleted'));
            } catch {
              // Not silent: the client has shown the server's reason (sub-categories left).
            }
          },
        });
    },
    [removeAsync, t],
  );
  const columns = useMemo(() => pointsCategoryColumns(t, onAction), [t, onAction]);

  if (tree.isError && !tree.data)
    return (
      <ListLoadFailed query={tree} title={t('points.categories.loadFailed')} retry={t('common.retry')} />
    );

  return (
    <>
      <TableLayout
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setDialog({ open: true, category: null, parentId: 0 })}
          >
            {t('points.categories.add')}
          </Button>
        }
      >
        <Table<PointsCategoryRow>
          aria-label={t('points.categories.table')}
          rowKey="category_id"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={tree.isFetching}
          pagination={false}
          scroll={{ x: 700 }}
          expandable={{
            expandedRowKeys: rows.map((r) => r.category_id).filter((id) => !folded.includes(id)),
            onExpand: (open, row) =>
              setFolded(open ? folded.filter((id) => id !== row.category_id) : [...folded, row.category_id]),
          }}
          locale={{ emptyText: tree.isPending ? ' ' : <Empty description={t('points.categories.empty')} /> }}
        />
      </TableLayout>
      <PointsCategoryFormDialog
        state={dialog}
        parents={nodes}
        onClose={() => setDialog({ ...dialog, open: false })}
      />
    </>
  );
}
