import { PlusOutlined } from '@ant-design/icons';
import { TAG_GOODS_BATCH_MAX, type TagGoodsRow } from '@rxdesk/contract/goods/tags';
import { Button, Empty, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { GoodsPickerDialog } from '../../../shared/components/goods-picker/goods-picker-dialog.tsx';
import { SearchBox } from '../../../shared/components/search-box.tsx';
import { TableLayout } from '../../../shared/components/table-layout.tsx';
import { openModal, toast } from '../../../shared/feedback/feedback.ts';
import { ListLoadFailed } from '../../../shared/lists/list-states.tsx';
import { useAddTagGoods } from '../api/tags-add-goods.ts';
import { useTagGoods } from '../api/tags-get-goods.ts';
import { useRemoveTagGoods } from '../api/tags-remove-goods.ts';
import { TagGoodsTable } from '../components/tags-goods-table.tsx';

/** /goods/tag-add/:tag_id?tag_name= — the goods of one tag: add goods with the goods picker,
 * take some out (one or ticked). */
export function TagGoodsPage() {
  const { t } = useTranslation();
  const tagId = Number(useParams().tag_id);
  const [search] = useSearchParams();
  const tagName = search.get('tag_name') ?? '';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ no: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const goods = useTagGoods(tagId, {
    page_no: page.no,
    page_size: page.size,
    ...(keyword ? { keyword } : {}),
  });
  const add = useAddTagGoods();
  const remove = useRemoveTagGoods();
  const { mutateAsync: removeAsync } = remove;

  const confirmRemove = useCallback(
    (ids: number[], name?: string) =>
      void openModal('confirm', {
        title: t('goods.tagsPage.removeTitle'),
        content: name
          ? t('goods.tagsPage.removeOne', { name, tag: tagName })
          : t('goods.tagsPage.removeMany', { count: ids.length, tag: tagName }),
        okText: t('goods.tagsPage.remove'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await removeAsync({ tagId, goodsIds: ids });
            setSelected((now) => now.filter((id) => !ids.includes(id)));
            toast.success(t('goods.tagsPage.removed'));
          } catch {
            // Not silent: the client has shown the server's reason.
          }
        },
      }),
    [removeAsync, t, tagId, tagName],
  );
  const onRemove = useCallback(
    (row: TagGoodsRow) => confirmRemove([row.goods_id], row.goods_name),
    [confirmRemove],
  );

  if (!Number.isInteger(tagId) || tagId <= 0 || (goods.isError && !goods.data))
    return (
      <ListLoadFailed query={goods} title={t('goods.tagsPage.goodsLoadFailed')} retry={t('common.retry')} />
    );

  return (
    <>
      <TableLayout
        toolbar={
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setPicking(true)}>
              {t('goods.tagsPage.chooseGoods')}
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => confirmRemove(selected)}>
              {t('goods.tagsPage.removeSelected', { count: selected.length })}
            </Button>
          </Space>
        }
        search={
          <SearchBox
            value={keyword}
            placeholder={t('goods.extras.goodsSearch')}
            labels={{ search: t('goods.extras.search'), advanced: t('goods.extras.search') }}
            onSearch={(next) => {
              setKeyword(next);
              setPage({ ...page, no: 1 });
            }}
          />
        }
        pagination={{
          current: page.no,
          pageSize: page.size,
          pageSizeOptions: [10, 20],
          total: goods.data?.data_total ?? 0,
          showTotal: (total) => t('goods.extras.total', { total }),
          onChange: (no, size) => setPage({ no: size === page.size ? no : 1, size }),
        }}
      >
        <TagGoodsTable
          rows={goods.data?.data ?? []}
          loading={goods.isFetching || add.isPending || remove.isPending}
          empty={goods.isPending ? ' ' : <Empty description={t('goods.tagsPage.goodsEmpty')} />}
          selected={selected}
          onSelect={setSelected}
          onRemove={onRemove}
        />
      </TableLayout>
      <GoodsPickerDialog
        open={picking}
        limit={TAG_GOODS_BATCH_MAX}
        onCancel={() => setPicking(false)}
        onConfirm={(picked) => {
          setPicking(false);
          if (picked.length === 0) return;
          add.mutate(
            { tagId, goodsIds: picked.map((g) => g.goods_id) },
            { onSuccess: (r) => toast.success(t('goods.tagsPage.added', { count: r.goods_count })) },
          );
        }}
      />
    </>
  );
}
