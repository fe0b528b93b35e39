import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useGroupTree } from '../api/groups-get-tree.ts';

/** A shop group (two levels) or none; a form control (value: cat_id, null or undefined for none). */
export function GroupSelect({
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
  const groups = useGroupTree();
  const treeData = useMemo(
    () =>
      (groups.data ?? []).map((group) => ({
        value: group.cat_id,
        title: group.name,
        children: group.children.map((child) => ({ value: child.cat_id, title: child.name })),
      })),
    [groups.data],
  );
  return (
    <TreeSelect<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={treeData}
      treeDefaultExpandAll
      allowClear
      loading={groups.isPending}
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
