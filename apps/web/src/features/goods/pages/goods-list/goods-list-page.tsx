import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../../shared/components/count-tabs.tsx';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useGoodsList } from '../../api/get-goods-list.ts';
import { GoodsBulkButtons } from '../../components/goods-bulk-buttons.tsx';
import { BatchToolbar } from '../../components/goods-list/batch-toolbar.tsx';
import { GoodsAdvancedSearch } from '../../components/goods-list/goods-advanced-search.tsx';
import { GoodsTable } from '../../components/goods-list/goods-table.tsx';
import { GOODS_LIST_TABS, goodsList } from '../../lib/goods-filters.ts';
import { useGoodsListLabels } from '../../lib/list-labels.ts';
import { useGoodsActions } from '../goods-actions/use-goods-actions.tsx';
import { useGoodsRowAction } from './use-goods-row-action.ts';
import '../../components/goods.css';

/** /goods/goods-list — the shop's goods by state (on sale, off shelf, awaiting review, rejected),
 * search and filters, the row actions each row allows, and batch actions on the ticked rows. */
export function GoodsListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(goodsList);
  const query = useMemo(() => goodsList.toQuery(filters), [filters]);
  const exportQuery = useMemo(() => goodsList.toExportQuery(filters), [filters]);
  const goods = useGoodsList(query);
  const [selected, setSelected] = useState<GoodsListRow[]>([]);
  // Ticks belong to the page on screen: another page, tab or filter starts with none.
  useEffect(() => setSelected([]), [query]);
  const actions = useGoodsActions(() => setSelected([]));
  const onAction = useGoodsRowAction(actions.start);
  const labels = useGoodsListLabels({
    searchPlaceholder: t('goods.list.searchPlaceholder'),
    empty: t('goods.list.empty'),
  });

  return (
    <div className="rx-goods">
      <ListScreen
        list={goodsList}
        filters={filters}
        setFilters={setFilters}
        result={goods}
        labels={labels}
        tabs={(active, onChange) => (
          <CountTabs
            label={t('goods.tabs.label')}
            tabs={GOODS_LIST_TABS}
            active={active}
            counts={undefined}
            title={(tab) => t(`goods.tabs.${tab}`)}
            onChange={onChange}
            testIdPrefix="goods-tab"
          />
        )}
        toolbar={
          <BatchToolbar
            selected={selected.length}
            onBatch={(action) =>
              actions.start(
                {
                  ids: selected.map((row) => row.goods_id),
                  name: selected.length === 1 ? (selected[0]?.goods_name ?? '') : '',
                },
                action,
              )
            }
            // The Excel import, and the export of what the list shows (its filters, no paging).
            bulkButtons={<GoodsBulkButtons query={exportQuery} total={goods.data?.data_total} />}
          />
        }
        advanced={(form) => <GoodsAdvancedSearch {...form} />}
      >
        {(view) => (
          <GoodsTable
            {...view}
            onAction={onAction}
            rowSelection={{
              selectedRowKeys: selected.map((row) => row.goods_id),
              onChange: (_keys, rows) => setSelected(rows),
            }}
          />
        )}
      </ListScreen>
      {actions.dialog}
    </div>
  );
}
