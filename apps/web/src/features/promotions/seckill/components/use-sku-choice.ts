import type { ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import { useState } from 'react';
import type { SkuRowValue } from './sku-rows-editor.tsx';

/** The SKUs a form has chosen and the values typed for its rows. */
export function useSkuChoice(initialSkus: ActivitySkuOption[], initialValues: Record<string, SkuRowValue>) {
  const [skus, setSkus] = useState(initialSkus);
  const [values, setValues] = useState(initialValues);
  const change = ({ add, remove }: { add?: ActivitySkuOption[]; remove?: number }) =>
    setSkus((now) => {
      const kept = remove === undefined ? now : now.filter((s) => s.sku_id !== remove);
      const known = new Set(kept.map((s) => s.sku_id));
      return [...kept, ...(add ?? []).filter((s) => !known.has(s.sku_id))];
    });
  return { skus, values, setValues, change };
}

/** The distinct SKUs of a stored activity, as the form's choice. */
export function skusOfDetail(
  detail: {
    skus: { sku_id: number; goods_id: number; goods_name: string; sku_code: string; list_price: number }[];
  } | null,
): ActivitySkuOption[] {
  const seen = new Map<number, ActivitySkuOption>();
  for (const s of detail?.skus ?? [])
    if (!seen.has(s.sku_id))
      seen.set(s.sku_id, {
        sku_id: s.sku_id,
        goods_id: s.goods_id,
        goods_name: s.goods_name,
        sku_code: s.sku_code,
        specs: '',
        price: s.list_price,
        stock: 0,
      });
  return [...seen.values()];
}
