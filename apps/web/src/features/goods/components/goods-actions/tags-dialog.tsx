import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useTags } from '../../api/tags-get-list.ts';

export interface TagsValues {
  tag_ids?: number[];
}

/** The tags the chosen goods end up with (hot, new, recommend and the shop's own); none clears. */
export function TagsDialog({ count, ...dialog }: FormDialogProps<TagsValues> & { count: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TagsValues>();
  const tags = useTags();
  return (
    <FormDialog
      form={form}
      name="goods-tags"
      title={t('goods.batch.tagsTitle', { count })}
      serverFields={{ tag_ids: 'tag_ids' }}
      width={440}
      {...dialog}
    >
      <Form.Item name="tag_ids" label={t('goods.batch.tags')} extra={t('goods.batch.tagsHint')}>
        <Select
          mode="multiple"
          allowClear
          maxCount={20}
          loading={tags.isPending}
          options={(tags.data ?? []).map((tag) => ({ value: tag.tag_id, label: tag.tag_name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
