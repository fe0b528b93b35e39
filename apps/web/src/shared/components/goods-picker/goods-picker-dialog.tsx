import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { PICKER_PAGE_SIZE } from '@rxdesk/contract/rules/picker-rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../feedback/feedback.ts';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';
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
  const ruleMessage = useRuleMessage();
  const [filters, setFilters] = useState<GoodsPickerFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<PickedGoods[]>(() => [...defaultSelected]);
  const page = useQuery(goodsSkusQueryOptions(goodsPickerQuery(filters, pageNo)));
  const columns = useMemo(() => goodsColumns(t), [t]);

  const change = (rows: readonly GoodsSku[], checked: boolean) => {
    const result = changeSelection(selected, rows, checked, limit);
    if (result.ok) setSelected(result.selected);
    else toast.warning(ruleMessage('rule.selectLimit', { limit: result.limit }));
  };

  return (
    <>
      <GoodsFilterBar
        onSearch={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />
      <Table<GoodsSku>
        rowKey="goods_id"
        size="small"
        columns={columns}
        dataSource={page.data?.data ?? []}
        loading={page.isFetching}
        scroll={{ y: 420 }}
        rowSelection={{
          selectedRowKeys: selected.map((goods) => goods.goods_id),
          preserveSelectedRowKeys: true,
          onSelect: (row, checked) => change([row], checked),
          onSelectAll: (checked, _rows, changed) => change(changed, checked),
        }}
        pagination={{
          current: pageNo,
          pageSize: PICKER_PAGE_SIZE,
          total: page.data?.data_total ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
        }}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">
          {t('goods-picker.selected', { count: selected.length })}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => onConfirm(selected)}>
            {t('common.ok')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
