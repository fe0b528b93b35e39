import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../../shared/lists/use-list-filters.ts';
import { useGoodsList } from '../../api/get-goods-list.ts';
import { GoodsAdvancedSearch } from '../../components/goods-list/goods-advanced-search.tsx';
import { GoodsTable } from '../../components/goods-list/goods-table.tsx';
import { activeList, withFixedTab } from '../../lib/goods-filters.ts';
import { useGoodsListLabels } from '../../lib/list-labels.ts';
import { useGoodsActions } from '../goods-actions/use-goods-actions.tsx';
import { useGoodsRowAction } from '../goods-list/use-goods-row-action.ts';
import '../../components/goods.css';

/** /goods/active-list — the items awaiting the GSP first-sale review (is_auth 0): a reviewer
 * (goods-review) approves, or rejects with a reason; the server refuses the item's submitter and
 * its message says so. */
export function ActiveListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useListFilters(activeList);
  const query = useMemo(() => withFixedTab(activeList.toQuery(filters), 'AWAITING_REVIEW'), [filters]);
  const goods = useGoodsList(query);
  const actions = useGoodsActions();
  const onAction = useGoodsRowAction(actions.start);
  const labels = useGoodsListLabels({
    searchPlaceholder: t('goods.list.searchPlaceholder'),
    empty: t('goods.review.empty'),
  });
  return (
    <div className="rx-goods">
      <Alert type="info" showIcon title={t('goods.review.hint')} style={{ marginBottom: 12 }} />
      <ListScreen
        list={activeList}
        filters={filters}
        setFilters={setFilters}
        result={goods}
        labels={labels}
        advanced={(form) => <GoodsAdvancedSearch {...form} />}
      >
        {(view) => <GoodsTable {...view} onAction={onAction} />}
      </ListScreen>
      {actions.dialog}
    </div>
  );
}
