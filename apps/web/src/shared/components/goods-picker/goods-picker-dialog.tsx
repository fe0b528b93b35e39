import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerTable } from '../picker-kit/picker-table.tsx';
import { goodsSkusQueryOptions } from './api/get-goods-skus.ts';
import { goodsColumns } from './goods-columns.tsx';
import { GoodsFilterBar } from './goods-filter-bar.tsx';
import { goodsPickerQuery, type GoodsPickerFilters } from './goods-query.ts';
import { changeSelection, type PickedGoods } from './goods-selection.ts';

/** §9: the goods picker's width. */
export const GOODS_PICKER_WIDTH = 805;

export interface GoodsPickerDialogProps {
  open: boolean;
  /** How many may be chosen; 0 (default) is unlimited (§5). */
  limit?: number;
  /** Goods already chosen by the caller, shown ticked when the dialog opens. */
  defaultSelected?: readonly PickedGoods[];
  /** The chosen goods (§3 goods items), in the order they were ticked. */
  onConfirm: (goods: PickedGoods[]) => void;
  /** Closed without a choice: the caller keeps what it had. */
  onCancel: () => void;
}

/**
 * The §2 goods picker: goods on sale and approved (§9), searched by keyword, category or pasted
 * codes, ten a page; ticks are kept across pages and searches until confirm or cancel. Its state
 * lives in the body, which is dropped on close, so every opening starts from `defaultSelected`.
 */
export function GoodsPickerDialog({ open, onCancel, ...body }: GoodsPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('goods-picker.title')}
      width={GOODS_PICKER_WIDTH}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <GoodsPickerBody {...body} onCancel={onCancel} />
    </Modal>
  );
}

function GoodsPickerBody({
  limit = 0,
  defaultSelected = [],
  onConfirm,
  onCancel,
}: Omit<GoodsPickerDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<GoodsPickerFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<PickedGoods[]>(() => [...defaultSelected]);
  const page = useQuery(goodsSkusQueryOptions(goodsPickerQuery(filters, pageNo)));
  const columns = useMemo(() => goodsColumns(t), [t]);

  return (
    <>
      <GoodsFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <PickerTable<GoodsSku, PickedGoods>
        rowKey="goods_id"
        columns={columns}
        rows={page.data?.data ?? []}
        total={page.data?.data_total ?? 0}
        loading={page.isFetching}
        pageNo={pageNo}
        onPage={setPageNo}
        scrollY={420}
        selected={selected}
        selectedKeys={selected.map((goods) => goods.goods_id)}
        change={(rows, checked) => changeSelection(selected, rows, checked, limit)}
        onSelected={setSelected}
        selectedLabel={t('goods-picker.selected', { count: selected.length })}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}
