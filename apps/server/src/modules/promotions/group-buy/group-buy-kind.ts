import type { GroupBuyBody, GroupBuyDetail, GroupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import { sumFigures, type ActivityKindSpec } from '../seckill/activity-kind.service.ts';
import { activityRowOf, activitySkuOf, rulesOf } from '../seckill/activity-rows.ts';

/** 团购: a named group over a window, a group price, quantity and per-order limit per SKU. The
 * group name is the activity's title and its rules' `group_name` (RULES-FORMAT.md). */
export const GROUP_BUY_KIND: ActivityKindSpec<GroupBuyBody, GroupBuyRow, GroupBuyDetail> = {
  draft: (body) => ({
    title: body.group_name,
    start: body.start_time,
    end: body.end_time,
    rules: { group_name: body.group_name },
    checkStock: false,
    startField: 'start_time',
    rows: body.skus.map((s, index) => ({
      index,
      skuId: s.sku_id,
      start: body.start_time,
      end: body.end_time,
      price: s.price,
      quantity: s.quantity,
      limitNum: s.limit_num,
    })),
  }),
  row(p, figures, now) {
    const name = rulesOf(p.rules).group_name;
    return { ...activityRowOf(p, figures, now), group_name: typeof name === 'string' ? name : p.title };
  },
  figures: (skus) => sumFigures(skus, skus.length),
  detail: (row, _p, skus) => ({ ...row, skus: skus.map(activitySkuOf) }),
};
