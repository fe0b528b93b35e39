import { GROUP_SORT_MAX, groupBody, type Group } from '@rxdesk/contract/goods/groups';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useSaveGroup } from '../api/groups-save.ts';

interface GroupFormValues {
  name: string;
  parent_id: number;
  sort: number;
  visible: boolean;
}

export interface GroupDialogState {
  open: boolean;
  /** null: adding one. */
  group: Group | null;
  /** Where a new group goes: 0 for the top level, or the top group whose child it is. */
  parentId: number;
}

interface Props {
  state: GroupDialogState;
  /** The top-level groups a group may be filed under. */
  parents: { cat_id: number; name: string; children: unknown[] }[];
  onClose: () => void;
}

const FIELDS = { name: 'name', parent_id: 'parent_id', sort: 'sort', visible: 'visible' };

/** Add or edit a shop group: name, parent (top level or a top group: two levels at most), sort
 * and whether the storefront shows it. */
export function GroupFormDialog({ state, parents, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<GroupFormValues>();
  const save = useSaveGroup();
  const { group } = state;
  // A group with sub-groups stays at the top: under another it would make a third level.
  const hasChildren =
    group !== null && parents.some((p) => p.cat_id === group.cat_id && p.children.length > 0);
  const parentOptions = [
    { value: 0, label: t('goods.groupsPage.topLevel') },
    ...parents.filter((p) => p.cat_id !== group?.cat_id).map((p) => ({ value: p.cat_id, label: p.name })),
  ];

  async function submit(values: GroupFormValues) {
    await save.mutateAsync({ ...values, visible: values.visible ? 1 : 0, cat_id: group?.cat_id });
    toast.success(t('goods.extras.saved'));
    onClose();
  }

  return (
    <FormDialog<GroupFormValues>
      form={form}
      name="goods-group-form"
      title={group ? t('goods.groupsPage.editTitle') : t('goods.groupsPage.addTitle')}
      serverFields={FIELDS}
      clearOnDestroy
      initialValues={
        group
          ? { name: group.name, parent_id: group.parent_id, sort: group.sort, visible: group.visible === 1 }
          : { name: '', parent_id: state.parentId, sort: 0, visible: true }
      }
      open={state.open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('goods.groupsPage.name')}
        required
        rules={[schemaRule(groupBody.shape.name)]}
      >
        <Input autoFocus maxLength={20} showCount placeholder={t('goods.groupsPage.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="parent_id"
        label={t('goods.groupsPage.parent')}
        extra={hasChildren ? t('goods.groupsPage.parentLocked') : t('goods.groupsPage.parentHint')}
      >
        <Select options={parentOptions} disabled={hasChildren} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('goods.groupsPage.sort')}
        required
        rules={[schemaRule(groupBody.shape.sort)]}
        extra={t('goods.groupsPage.sortHint')}
      >
        <InputNumber min={0} max={GROUP_SORT_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="visible" label={t('goods.groupsPage.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
