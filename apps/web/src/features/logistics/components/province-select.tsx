import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { REGION_ROOT_ID } from '@rxdesk/contract/regions/regions';
import { regionChildrenQueryOptions } from '../../../shared/components/region-picker/api/get-region-children.ts';

/** Provinces of the regions table (the region picker's first level, same cache), several at once:
 * a freight area or a free-shipping rule covers whole provinces. */
export function ProvinceSelect({
  id,
  value,
  onChange,
  placeholder,
  testId,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
  testId?: string;
}) {
  const provinces = useQuery(regionChildrenQueryOptions(REGION_ROOT_ID));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      allowClear
      loading={provinces.isPending}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      options={(provinces.data ?? []).map((r) => ({ value: r.id, label: r.local_name }))}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
