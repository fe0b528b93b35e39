import { TAG_NAME_MAX, tagBody, type GoodsTag } from '@rxdesk/contract/goods/tags';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useSaveTag } from '../api/tags-save.ts';

interface Props {
  open: boolean;
  /** null: adding a tag. */
  tag: GoodsTag | null;
  onClose: () => void;
}

/** Add or rename a tag of the shop's own (hot, new and recommend are not edited). */
export function TagFormDialog({ open, tag, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<{ tag_name: string }>();
  const save = useSaveTag();

  async function submit(values: { tag_name: string }) {
    await save.mutateAsync({ tag_id: tag?.tag_id, tag_name: values.tag_name });
    toast.success(t('goods.extras.saved'));
    onClose();
  }

  return (
    <FormDialog<{ tag_name: string }>
      form={form}
      name="goods-tag-form"
      title={tag ? t('goods.tagsPage.editTitle') : t('goods.tagsPage.addTitle')}
      serverFields={{ tag_name: 'tag_name' }}
      clearOnDestroy
      initialValues={{ tag_name: tag?.tag_name ?? '' }}
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="tag_name"
        label={t('goods.tagsPage.name')}
        required
        rules={[schemaRule(tagBody.shape.tag_name)]}
        extra={t('goods.tagsPage.nameHint', { max: TAG_NAME_MAX })}
      >
        <Input
          autoFocus
          maxLength={TAG_NAME_MAX}
          showCount
          placeholder={t('goods.tagsPage.namePlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}
