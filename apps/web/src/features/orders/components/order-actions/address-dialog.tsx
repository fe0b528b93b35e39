import { orderAddressBody } from '@rxdesk/contract/orders/orders';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { RegionPicker } from '../../../../shared/components/region-picker/region-picker.tsx';
import type { AddressValues } from '../../lib/action-bodies.ts';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

const FIELDS = orderAddressBody.shape;
// The picker's value is the id path; the contract checks it in the form it is sent in.
const REGION_PATH = {
  safeParse: (value: unknown) => FIELDS.region_ids.safeParse(Array.isArray(value) ? value.join(',') : ''),
};
const SERVER_FIELDS = {
  consignee_name: 'consignee_name',
  consignee_mobile: 'consignee_mobile',
  region_ids: 'region_ids',
  address: 'address',
};

/** PUT {sn}/address: consignee, mobile (§5 mobile rule), region (the §2 region picker, down to
 * the town) and street address, each checked with the contract's own address schema.
 * `previousRegion`: the order's region text when it has no region path to pre-fill the picker. */
export function AddressDialog({
  initial,
  previousRegion,
  ...dialog
}: FormDialogProps<AddressValues> & { initial: AddressValues; previousRegion?: string }) {
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
        name="region_ids"
        label={t('orders.dialogs.regionNames')}
        required
        rules={[rule(REGION_PATH)]}
        extra={previousRegion ? t('orders.dialogs.regionWas', { names: previousRegion }) : undefined}
      >
        <RegionPicker />
      </Form.Item>
      <Form.Item name="address" label={t('orders.dialogs.address')} required rules={[rule(FIELDS.address)]}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormDialog>
  );
}
