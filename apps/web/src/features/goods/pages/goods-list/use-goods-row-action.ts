import type { GoodsListRow } from '@rxdesk/contract/goods/catalogue';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { GoodsRowAction } from '../../lib/goods-actions.ts';
import { publishHref, skuHref } from '../../lib/goods-links.ts';
import type { GoodsTarget } from '../goods-actions/use-goods-actions.tsx';

/** A row's button: edit and SKU open their pages, every other action goes to `start`. */
export function useGoodsRowAction(
  start: (target: GoodsTarget, action: Exclude<GoodsRowAction, 'edit' | 'sku'>) => void,
) {
  const navigate = useNavigate();
  return useCallback(
    (row: GoodsListRow, action: GoodsRowAction) => {
      if (action === 'edit') void navigate(publishHref({ goodsId: row.goods_id }));
      else if (action === 'sku') void navigate(skuHref(row.goods_id));
      else start({ ids: [row.goods_id], name: row.goods_name }, action);
    },
    [navigate, start],
  );
}
