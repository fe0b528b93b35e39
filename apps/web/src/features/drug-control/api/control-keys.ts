import type { ControlGoodsQuery, ControlOrderQuery } from '@rxdesk/contract/drug-control/drug-control';

/** Query keys of the restricted-drug control area. A change to a goods limit invalidates the
 * goods lists; the switch and template have one key each. */
export const controlKeys = {
  all: ['drug-control'] as const,
  goodsLists: () => [...controlKeys.all, 'goods'] as const,
  goodsList: (query: ControlGoodsQuery) => [...controlKeys.goodsLists(), query] as const,
  switch: () => [...controlKeys.all, 'switch'] as const,
  template: () => [...controlKeys.all, 'template'] as const,
  orders: () => [...controlKeys.all, 'orders'] as const,
  orderList: (query: ControlOrderQuery) => [...controlKeys.orders(), 'list', query] as const,
  orderDetail: (sn: string) => [...controlKeys.orders(), 'detail', sn] as const,
};
