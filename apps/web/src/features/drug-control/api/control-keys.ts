/** Query keys of the restricted-drug control area. A change to a goods limit invalidates the
 * goods lists; the switch and template have one key each. */
export interface ControlGoodsQuery {
  page_no: number;
  page_size: number;
  keyword?: string;
  restricted?: 0 | 1;
}

export interface ControlOrderQuery {
  page_no: number;
  page_size: number;
  keyword?: string;
  start_time?: number;
  end_time?: number;
}

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
