import { Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '../../../shared/components/category-picker/category-picker.tsx';
import { useGoodsGroups } from '../api/get-goods-groups.ts';

export interface GoodsFilterValue {
  category_path?: string;
  category_id?: number;
  group_id?: number;
  keyword?: string;
}

interface Props {
  value: GoodsFilterValue;
  onChange: (value: GoodsFilterValue) => void;
}

/** The goods analysis's own filters: platform category (any level), shop group, name or code. */
export function GoodsFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const groups = useGoodsGroups();
  return (
    <>
      <CategoryPicker
        value={value.category_path}
        placeholder={t('statistics.goods.category')}
        style={{ width: 220 }}
        onChange={(path, category) =>
          onChange({ ...value, category_path: path, category_id: path ? category?.category_id : undefined })
        }
      />
      <TreeSelect
        aria-label={t('statistics.goods.group')}
        placeholder={t('statistics.goods.group')}
        allowClear
        style={{ width: 200 }}
        loading={groups.isLoading}
        value={value.group_id}
        onChange={(id: number | undefined) => onChange({ ...value, group_id: id })}
        treeData={(groups.data ?? []).map((group) => ({
          value: group.cat_id,
          title: group.name,
          children: group.children.map((child) => ({ value: child.cat_id, title: child.name })),
        }))}
      />
      <Input.Search
        aria-label={t('statistics.goods.keyword')}
        placeholder={t('statistics.goods.keyword')}
        allowClear
        maxLength={80}
        style={{ width: 220 }}
        defaultValue={value.keyword}
        onSearch={(text) => onChange({ ...value, keyword: text.trim() || undefined })}
      />
    </>
  );
}
