import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { GroupSelect } from '../group-select.tsx';

export interface GroupValues {
  group_id?: number | null;
}

/** Moves the chosen goods to a shop group, or out of every group (left empty). */
export function GroupDialog({ count, ...dialog }: FormDialogProps<GroupValues> & { count: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupValues>();
  return (
    <FormDialog
      form={form}
      name="goods-group"
      title={t('goods.batch.groupTitle', { count })}
      serverFields={{ group_id: 'group_id' }}
      width={440}
      {...dialog}
    >
      <Form.Item name="group_id" label={t('goods.form.group')} extra={t('goods.batch.groupHint')}>
        <GroupSelect placeholder={t('goods.form.noGroup')} />
      </Form.Item>
    </FormDialog>
  );
}
