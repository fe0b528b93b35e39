// The points area's messages (form rules), registered with this lazy chunk rather than the shell.
import '@rxdesk/contract/points/points-messages';
import type { PointsGoodsRow } from '@rxdesk/contract/points/points-goods';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { keyedListLabels, keyedStatusTabs } from '../../../shared/lists/keyed-list-screen.tsx';
import { ListScreen } from '../../../shared/lists/list-screen.tsx';
import { useListFilters } from '../../../shared/lists/use-list-filters.ts';
import { usePointsCategories } from '../api/get-points-categories.ts';
import { usePointsGoods } from '../api/get-points-goods.ts';
import { useSavePointsGoods } from '../api/save-points-goods.ts';
import { useSwitchPointsGoods } from '../api/switch-points-goods.ts';
import { PointsGoodsCategoryFilter } from '../components/points-goods-category-filter.tsx';
import { PointsGoodsFormDialog } from '../components/points-goods-form-dialog.tsx';
import { PointsGoodsTable, type PointsGoodsAction } from '../components/points-goods-table.tsx';
import { POINTS_GOODS_TABS, pointsGoodsList } from '../lib/points-goods-filters.ts';

/** /pointsOrder/points-goods — 积分商品: tabs on / off, search by goods name or SKU code and by
 * points category; add and edit in one dialog; put on and take off. */
export function PointsGoodsPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`points.goods.${key}`);
  const [filters, setFilters] = useListFilters(pointsGoodsList);
  const query = useMemo(() => pointsGoodsList.toQuery(filters), [filters]);
  const list = usePointsGoods(query);
  const categories = usePointsCategories();
  const save = useSavePointsGoods();
  const switcher = useSwitchPointsGoods();
  // The form: closed, adding (null) or editing a row.
  const [form, setForm] = useState<{ editing: PointsGoodsRow | null } | null>(null);

  const onAction = (row: PointsGoodsRow, action: PointsGoodsAction) => {
    if (action === 'edit') setForm({ editing: row });
    else
      switcher.mutateAsync({ id: row.id, on: action === 'on' }).then(
        () => toast.success(k(action === 'on' ? 'onDone' : 'offDone')),
        () => undefined, // the client has shown the server's reason
      );
  };

  return (
    <>
      <ListScreen
        list={pointsGoodsList}
        filters={filters}
        setFilters={setFilters}
        result={list}
        labels={keyedListLabels(t, 'points.goods')}
        tabs={keyedStatusTabs(t, 'points.goods', POINTS_GOODS_TABS, 'points-goods-tab')}
        toolbar={
          <Button type="primary" onClick={() => setForm({ editing: null })} data-testid="points-goods-add">
            {k('add')}
          </Button>
        }
        advanced={(f) => <PointsGoodsCategoryFilter {...f} categories={categories.data ?? []} />}
      >
        {(view) => <PointsGoodsTable {...view} onAction={onAction} />}
      </ListScreen>
      {form ? (
        <PointsGoodsFormDialog
          editing={form.editing}
          categories={categories.data ?? []}
          submitting={save.isPending}
          onSubmit={async (body) => {
            await save.mutateAsync({ id: form.editing?.id ?? null, body });
            toast.success(k('saved'));
            setForm(null);
          }}
          onCancel={() => setForm(null)}
        />
      ) : null}
    </>
  );
}
