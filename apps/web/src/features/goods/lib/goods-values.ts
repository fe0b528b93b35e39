import type { RegulatoryClass } from '@rxdesk/contract/drug-control/drug-control';
import type { DrugType } from '@rxdesk/contract/goods/approval-number';
import type { PackageInsert } from '@rxdesk/contract/goods/pharmacy-fields';
import type { UploadResult } from '@rxdesk/contract/uploads/uploads';
import type { PickedImage } from '../../../shared/components/image-picker/image-items.ts';

/* The publish wizard's form values (steps 1, 2 and 4; the SKU matrix is kept beside them) and
 * the pieces of conversion both ways that the API bodies and the stored item share. */

export interface GoodsFormValues {
  /** The category picker's path ('0|3|12|40|'); the body takes its last id. */
  category_path?: string;
  goods_name?: string;
  goods_code?: string;
  group_id?: number | null;
  brand?: string;
  /** Yuan as typed. */
  market_price?: string;
  cost_price?: string;
  weight?: number | null;
  unit?: string;
  images?: PickedImage[];
  drug_type?: DrugType;
  regulatory_class?: RegulatoryClass;
  common_name?: string;
  approval_number?: string;
  dosage_form?: string;
  specs?: string;
  manufacturer?: string;
  storage?: string;
  validity_period?: string;
  insurance_flag?: boolean;
  insurance_code?: string;
  package_insert?: Partial<PackageInsert>;
  supplier_id?: number | null;
  supply_price?: string;
  /** Issue 23: the goods' freight template; null: the shop's default. */
  freight_template_id?: number | null;
  intro_pc?: string;
  intro_mobile?: string;
}

/** '0|3|12|40|' → 40; anything else → undefined. */
export function categoryIdOf(path: string | undefined): number | undefined {
  const last = path?.split('|').filter(Boolean).at(-1);
  return last && /^\d+$/.test(last) && last !== '0' ? Number(last) : undefined;
}

/** A stored picture as the image picker holds it (`/api/files/{sha}.{ext}` has its thumbnail
 * beside it; any other link shows itself). */
export function pickedFromUrl(url: string): PickedImage {
  const match = /^(\/api\/files\/[0-9a-f]{64})\.(jpeg|png|webp|gif)$/.exec(url);
  const response = {
    url,
    thumbnail: match ? `${match[1]}.thumb.webp` : url,
    name: url.split('/').at(-1) ?? url,
    ext: (match?.[2] ?? 'jpeg') as UploadResult['ext'],
    size: 0,
    width: 0,
    height: 0,
  };
  return { uid: url, response };
}

export const urlsOf = (images: readonly PickedImage[] | undefined): string[] =>
  (images ?? []).map((image) => image.response.url);

/** Yuan as typed, or undefined when left blank (the body's default applies). */
export function moneyOrUndefined(value: string | number | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** A stored yuan amount as the form shows it: two decimals, or blank for 0 where 0 means none. */
export function yuanText(value: number | string | undefined, blankZero = false): string {
  if (value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return blankZero && n === 0 ? '' : n.toFixed(2);
}
