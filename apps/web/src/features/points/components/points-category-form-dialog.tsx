import { pointsCategoryCreateBody, type PointsCategoryItem } from '@rxdesk/contract/points/points-categories';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useSavePointsCategory } from '../api/save-points-category.ts';

interface FormValues {
  name: string;
  parent_id: number;
  sort: number;
}

export interface PointsCategoryDialogState {
  open: boolean;
  /** null: adding one. */
  category: PointsCategoryItem | null;
  /** Where a new category goes: 0 for the top level, or the top category whose child it is. */
  parentId: number;
}

interface Props {
  state: PointsCategoryDialogState;
  /** The top categories a new category may be filed under. */
  parents: { category_id: number; name: string }[];
  onClose: () => void;
}

const FIELDS = { name: 'name', parent_id: 'parent_id', sort: 'sort' };

/** Add or edit a points category: name, parent (chosen when adding: two levels at most), sort. */
export function PointsCategoryFormDialog({ state, parents, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const save = useSavePointsCategory();
  const { category } = state;
  const parentOptions = [
    { value: 0, label: t('points.categories.topLevel') },
    ...parents.map((p) => ({ value: p.category_id, label: p.name })),
  ];

  async function submit(values: FormValues) {
    await save.mutateAsync({ ...values, id: category?.category_id });
    toast.success(t('points.categories.saved'));
    onClose();
  }

  return (
    <FormDialog<FormValues>
      form={form}
      name="points-category-form"
      title={category ? t('points.categories.editTitle') : t('points.categories.addTitle')}
      serverFields={FIELDS}
      clearOnDestroy
      initialValues={
        category
          ? { name: category.name, parent_id: category.parent_id, sort: category.sort }
          : { name: '', parent_id: state.parentId, sort: 0 }
      }
      open={state.open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="name"
        label={t('points.categories.name')}
        required
        rules={[schemaRule(pointsCategoryCreateBody.shape.name)]}
      >
        <Input autoFocus maxLength={20} showCount placeholder={t('points.categories.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="parent_id"
        label={t('points.categories.parent')}
        extra={t('points.categories.parentHint')}
      >
        <Select options={parentOptions} disabled={category !== null} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('points.categories.sort')}
        required
        rules={[schemaRule(pointsCategoryCreateBody.shape.sort)]}
        extra={t('points.categories.sortHint')}
      >
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
