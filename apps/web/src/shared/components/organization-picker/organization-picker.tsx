import type { OrganizationNode } from '@rxdesk/contract/settings/stores';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationTree } from './api/get-organization-tree.ts';

interface TreeOption {
  value: number;
  title: string;
  disabled: boolean;
  children: TreeOption[];
}

/** Tree options; with `groupsOnly`, stores are shown but cannot be chosen (a parent must be a group). */
export function toTreeOptions(nodes: readonly OrganizationNode[], groupsOnly: boolean): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: groupsOnly && n.kind !== 'group',
    children: toTreeOptions(n.children, groupsOnly),
  }));
}

export interface OrganizationPickerProps {
  /** Set by Form.Item: the label's target. */
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** Only groups may be chosen (the parent of a store). */
  groupsOnly?: boolean;
  status?: '' | 'error' | 'warning';
  disabled?: boolean;
}

/** The §2 organisation tree picker: the shop's organisation (GET admin/systems/organizations/0/tree),
 * searchable by name, keyboard-friendly (antd TreeSelect). */
export function OrganizationPicker({
  id,
  value,
  onChange,
  groupsOnly = false,
  status,
  disabled,
}: OrganizationPickerProps) {
  const { t } = useTranslation();
  const tree = useOrganizationTree();
  const options = useMemo(() => toTreeOptions(tree.data ?? [], groupsOnly), [tree.data, groupsOnly]);
  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={options}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={tree.isPending}
      status={tree.isError ? 'error' : status}
      disabled={disabled}
      placeholder={tree.isError ? t('organization-picker.loadFailed') : t('organization-picker.placeholder')}
      style={{ width: '100%' }}
      data-testid="organization-picker"
    />
  );
}
