import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RiderPartner } from '../../api/dispatch-rider.ts';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

export interface DispatchingValues {
  type: RiderPartner;
}

/** POST {sn}/dispatching: which same-city partner sends the rider. */
export function DispatchingDialog(dialog: FormDialogProps<DispatchingValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DispatchingValues>();
  return (
    <FormDialog
      form={form}
      name="order-dispatching"
      title={t('orders.actions.dispatching')}
      serverFields={{}}
      initialValues={{ type: 'SF' }}
      width={420}
      {...dialog}
    >
      <Form.Item name="type" label={t('orders.dialogs.partner')} required>
        <Radio.Group
          options={[
            { value: 'SF', label: t('orders.partners.SF') },
            { value: 'MEITUAN', label: t('orders.partners.MEITUAN') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
