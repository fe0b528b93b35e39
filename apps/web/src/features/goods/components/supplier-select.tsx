import { Select } from 'antd';
import { useSupplierList } from '../api/supplier-get-list.ts';

/** The suppliers in use (a disabled one cannot be chosen for goods), or none: shipped by the shop. */
export function SupplierSelect({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}) {
  const suppliers = useSupplierList({ page_no: 1, page_size: 100, disabled: 0 });
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={suppliers.isPending}
      placeholder={placeholder}
      options={(suppliers.data?.data ?? []).map((s) => ({ value: s.supplier_id, label: s.name }))}
    />
  );
}
