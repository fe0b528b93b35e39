import type { PriceRange } from '@rxdesk/contract/common/price-range';
import { DRUG_TYPE_LABELS, DRUG_TYPES } from '@rxdesk/contract/goods/approval-number';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '../../../../shared/components/category-picker/category-picker.tsx';
import {
  PriceRangeSetter,
  usePriceRangesRule,
} from '../../../../shared/components/price-range-setter/price-range-setter.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { FilterForm, SelectItem, type AdvancedSearchProps } from '../../../../shared/lists/filter-form.tsx';
import type { GoodsAdvanced } from '../../lib/goods-filters.ts';
import { GroupSelect } from '../group-select.tsx';

type Values = Omit<GoodsAdvanced, 'min_price' | 'max_price'> & { price?: PriceRange[] };

// Module-level: FilterForm needs stable converters. The price filter is one pair of the price-range
// setter; its end is the setter's high.
function toValues({ min_price, max_price, ...rest }: GoodsAdvanced): Values {
  return {
    ...rest,
    price: min_price !== undefined && max_price !== undefined ? [[min_price, max_price]] : [],
  };
}
function toFilters({ price, ...rest }: Values): GoodsAdvanced {
  const [pair] = price ?? [];
  const clean = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value === '' || value === null ? undefined : value]),
  ) as GoodsAdvanced;
  return { ...clean, min_price: pair?.[0], max_price: pair?.[1] };
}

/** The goods lists' advanced search: code, category, shop group, kind, price range, stock state. */
export function GoodsAdvancedSearch(props: AdvancedSearchProps<GoodsAdvanced>) {
  const { t } = useTranslation();
  const lang = useLang();
  const priceRule = usePriceRangesRule();
  return (
    <FilterForm<Values, GoodsAdvanced>
      name="goods-advanced-search"
      {...props}
      toValues={toValues}
      toFilters={toFilters}
      labels={{ reset: t('goods.filters.reset'), apply: t('goods.filters.apply') }}
    >
      <Form.Item name="goods_code" label={t('goods.filters.code')}>
        <Input allowClear maxLength={40} />
      </Form.Item>
      <Form.Item name="category_path" label={t('goods.filters.category')}>
        <CategoryPicker />
      </Form.Item>
      <Form.Item name="group_id" label={t('goods.filters.group')}>
        <GroupSelect placeholder={t('goods.filters.any')} />
      </Form.Item>
      <SelectItem
        name="drug_type"
        label={t('goods.filters.drugType')}
        placeholder={t('goods.filters.any')}
        options={labelOptions(DRUG_TYPES, DRUG_TYPE_LABELS, lang)}
      />
      <Form.Item name="price" label={t('goods.filters.price')} rules={[priceRule({ allowEmpty: true })]}>
        <PriceRangeSetter max={1} allowEmpty />
      </Form.Item>
      <SelectItem
        name="stock_state"
        label={t('goods.filters.stock')}
        placeholder={t('goods.filters.any')}
        options={[
          { value: 'warning', label: t('goods.filters.stockWarning') },
          { value: 'out', label: t('goods.filters.stockOut') },
        ]}
      />
    </FilterForm>
  );
}
