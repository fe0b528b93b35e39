import { CATEGORY_ROOT_ID, type Category } from '@rxdesk/contract/goods/categories';
import { Cascader } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTree } from '../lazy-cascader/use-lazy-tree.ts';
import { categoryChildrenQueryOptions } from './api/get-category-children.ts';
import {
  categoryOptions,
  categoryPathOf,
  idsOfCategoryPath,
  type CategoryOption,
} from './category-options.ts';

export interface CategoryPickerProps {
  /** Set by Form.Item: the label's target. */
  id?: string;
  /** The chosen category's `category_path` ('0|3|12|'): what the goods filters take as a prefix. */
  value?: string;
  /** The new path (undefined when cleared) and the chosen category itself. */
  onChange?: (value: string | undefined, category?: Category) => void;
  status?: '' | 'error' | 'warning';
  disabled?: boolean;
  placeholder?: string;
  style?: React.CSSProperties;
}

/**
 * The §2 category picker: the platform categories, up to four levels (§9), each level read when it
 * is opened (GET admin/goods/categories/{id}/children). Any level may be chosen: clicking a name
 * chooses it and opens the level below. A stored path loads the levels above its category, so the
 * menus open where it is.
 */
export function CategoryPicker({
  id,
  value,
  onChange,
  status,
  disabled,
  placeholder,
  style,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const { loaded, load } = useLazyTree(categoryChildrenQueryOptions, CATEGORY_ROOT_ID);
  const ids = useMemo(() => idsOfCategoryPath(value), [value]);

  useEffect(() => {
    // The path names every ancestor, so their levels load without asking for the chain.
    for (const parent of ids.slice(0, -1)) void load(parent);
  }, [ids, load]);

  const options = useMemo(() => categoryOptions(loaded), [loaded]);

  return (
    <Cascader<CategoryOption>
      id={id}
      options={options}
      value={ids.length ? ids : undefined}
      changeOnSelect
      onChange={(next) => {
        const path = categoryPathOf((next ?? []) as number[]);
        const parent = next && next.length > 1 ? Number(next.at(-2)) : CATEGORY_ROOT_ID;
        const chosen = loaded.get(parent)?.find((c) => c.category_id === Number(next?.at(-1)));
        onChange?.(path, chosen);
      }}
      loadData={(selected) => {
        const last = selected.at(-1);
        if (last) void load(last.value);
      }}
      placeholder={placeholder ?? t('category-picker.placeholder')}
      notFoundContent={loaded.has(CATEGORY_ROOT_ID) ? undefined : t('category-picker.loading')}
      status={status}
      disabled={disabled}
      allowClear
      style={style ?? { width: '100%' }}
    />
  );
}
