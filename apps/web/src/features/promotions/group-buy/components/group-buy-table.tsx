import type { GroupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import { defineListTable } from '../../../../shared/lists/list-table.tsx';
import {
  activityColumns,
  windowText,
  type ActivityRowAction,
} from '../../seckill/components/activity-columns.tsx';

/** The group buys; paging is drawn by the surrounding list screen. */
export const GroupBuyTable = defineListTable<GroupBuyRow, ActivityRowAction>({
  label: 'promotions.activity.groupBuyTable',
  rowKey: 'id',
  width: 1000,
  columns: (t, lang, onAction) =>
    activityColumns<GroupBuyRow>(t, lang, onAction, [
      {
        key: 'window',
        title: t('promotions.activity.columns.window'),
        width: 280,
        render: (_, r) => windowText(r),
      },
    ]),
});
