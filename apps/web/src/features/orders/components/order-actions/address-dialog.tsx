import { orderAddressBody } from '@rxdesk/contract/orders';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import type { AddressValues } from '../../lib/action-bodies.ts';
import { FormDialog, type FormDialogProps } from './form-dialog.tsx';

const FIELDS = orderAddressBody.shape;
const SERVER_FIELDS = {
  consignee_name: 'consignee_name',
  consignee_mobile: 'consignee_mobile',
  region_names: 'region_names',
  address: 'address',
};

/** PUT {sn}/address: consignee, mobile (§5 mobile rule), region text and street address, each
 * checked with the contract's own address schema. */
export function AddressDialog({
  initial,
  ...dialog
}: FormDialogProps<AddressValues> & { initial: AddressValues }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<AddressValues>();
  return (
    <FormDialog
      form={form}
      name="order-address"
      title={t('orders.actions.address')}
      serverFields={SERVER_FIELDS}
      initialValues={initial}
      {...dialog}
    >
      <Form.Item
        name="consignee_name"
        label={t('orders.dialogs.consigneeName')}
        required
        rules={[rule(FIELDS.consignee_name)]}
      >
        <Input maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item
        name="consignee_mobile"
        label={t('orders.dialogs.consigneeMobile')}
        required
        rules={[rule(FIELDS.consignee_mobile)]}
      >
        <Input maxLength={12} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="region_names"
        label={t('orders.dialogs.regionNames')}
        required
        rules={[rule(FIELDS.region_names)]}
      >
        <Input maxLength={200} placeholder={t('orders.dialogs.regionPlaceholder')} />
      </Form.Item>
      <Form.Item name="address" label={t('orders.dialogs.address')} required rules={[rule(FIELDS.address)]}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
