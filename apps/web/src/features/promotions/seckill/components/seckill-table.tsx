import type { SeckillRow } from '@rxdesk/contract/promotions/seckill';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import { activityColumns, type ActivityRowAction } from './activity-columns.tsx';

/** The time-limited sales; paging is drawn by the surrounding list screen. */
export const SeckillTable = defineListTable<SeckillRow, ActivityRowAction>({
  label: 'promotions.activity.seckillTable',
  rowKey: 'id',
  width: 1000,
  columns: (t, lang, onAction) =>
    activityColumns<SeckillRow>(t, lang, onAction, [
      {
        key: 'day',
        title: t('promotions.activity.columns.saleDate'),
        width: 110,
        render: (_, r) => r.sale_date,
      },
      {
        key: 'slots',
        title: t('promotions.activity.columns.slots'),
        width: 160,
        render: (_, r) => r.slots.map((h) => `${h}:00`).join(' / '),
      },
    ]),
});
