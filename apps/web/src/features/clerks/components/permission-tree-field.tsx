import { PERMISSION_TREE } from '@rxdesk/contract/auth/permissions';
import { Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedLeaves, grantedNames, toTreeData } from '../lib/permission-tree.ts';
import './permission-tree-field.css';

interface Props {
  /** Granted identifiers, parents included (a Form.Item hands them in). */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** The menu as a checkable tree (PERMISSION_TREE): ticking a page grants its group too. */
export function PermissionTreeField({ value = [], onChange, id }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const treeData = useMemo(() => toTreeData(PERMISSION_TREE, language), [language]);

  return (
    <div id={id} className="rx-permission-tree">
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={checkedLeaves(PERMISSION_TREE, value)}
        onCheck={(checked, info) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(grantedNames(PERMISSION_TREE, keys, (info.halfCheckedKeys ?? []).map(String)));
        }}
      />
    </div>
  );
}
