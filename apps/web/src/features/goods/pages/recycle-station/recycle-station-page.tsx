import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { useGoodsList } from '../../api/get-goods-list.ts';
import { GoodsAdvancedSearch } from '../../components/goods-list/goods-advanced-search.tsx';
import { GoodsTable } from '../../components/goods-list/goods-table.tsx';
import { recycleList, withFixedTab } from '../../lib/goods-filters.ts';
import { useGoodsListLabels } from '../../lib/list-labels.ts';
import { useGoodsActions } from '../goods-actions/use-goods-actions.tsx';
import { useGoodsRowAction } from '../goods-list/use-goods-row-action.ts';
import '../../components/goods.css';

/** /goods/recycle-station — recycled goods: restore (back off shelf, where their review left them)
 * or delete for good; the server refuses goods an order references and says which. */
export function RecycleStationPage() {
  const { t } = useTranslation();
  const can = useHasPermission();
  const [filters, setFilters] = useListFilters(recycleList);
  const query = useMemo(() => withFixedTab(recycleList.toQuery(filters), 'RECYCLED'), [filters]);
  const goods = useGoodsList(query);
  const [selected, setSelected] = useState<GoodsListRow[]>([]);
  useEffect(() => setSelected([]), [query]);
  const actions = useGoodsActions(() => setSelected([]));
  const onAction = useGoodsRowAction(actions.start);
  const labels = useGoodsListLabels({
    searchPlaceholder: t('goods.list.searchPlaceholder'),
    empty: t('goods.recycle.empty'),
  });
  const ids = selected.map((row) => row.goods_id);
  return (
    <div className="rx-goods">
      <ListScreen
        list={recycleList}
        filters={filters}
        setFilters={setFilters}
        result={goods}
        labels={labels}
        toolbar={
          can('recycle-station') && (
            <div className="rx-goods__toolbar">
              <Button disabled={!ids.length} onClick={() => actions.start({ ids, name: '' }, 'revert')}>
                {t('goods.recycle.revertSelected', { count: ids.length })}
              </Button>
              <Button
                danger
                disabled={!ids.length}
                onClick={() => actions.start({ ids, name: '' }, 'delete')}
              >
                {t('goods.recycle.deleteSelected', { count: ids.length })}
              </Button>
            </div>
          )
        }
        advanced={(form) => <GoodsAdvancedSearch {...form} />}
      >
        {(view) => (
          <GoodsTable
            {...view}
            onAction={onAction}
            rowSelection={{
              selectedRowKeys: ids,
              onChange: (_keys, rows) => setSelected(rows),
            }}
          />
        )}
      </ListScreen>
      {actions.dialog}
    </div>
  );
}
