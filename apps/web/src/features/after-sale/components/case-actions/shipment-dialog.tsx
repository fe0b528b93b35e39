import { shipmentBody } from '@rxdesk/contract/after-sale/after-sale';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import type { ExpressCompany } from '../../../../shared/shipping/express-companies.ts';

export interface ShipmentValues {
  express_code: string;
  waybill_no: string;
}

interface Props extends FormDialogProps<ShipmentValues> {
  name: string;
  title: string;
  hint: string;
  companies: ExpressCompany[];
  companiesFailed: boolean;
}

/** POST …/ship-back (the buyer's parcel back, recorded by the shop) and …/reship (the replacement
 * going out): express company and waybill number, checked with the contract's rules. */
export function ShipmentDialog({ name, title, hint, companies, companiesFailed, ...dialog }: Props) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ShipmentValues>();
  return (
    <FormDialog
      form={form}
      name={name}
      title={title}
      serverFields={{ express_code: 'express_code', waybill_no: 'waybill_no' }}
      width={480}
      {...dialog}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={hint} />
      {companiesFailed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('after-sale.dialogs.expressFailed')}
        />
      )}
      <Form.Item
        name="express_code"
        label={t('after-sale.dialogs.express')}
        required
        rules={[rule(shipmentBody.shape.express_code)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('after-sale.dialogs.expressPlaceholder')}
          options={companies.map((company) => ({ value: company.code, label: company.name }))}
        />
      </Form.Item>
      <Form.Item
        name="waybill_no"
        label={t('after-sale.dialogs.waybill')}
        required
        rules={[rule(shipmentBody.shape.waybill_no)]}
      >
        <Input maxLength={40} />
      </Form.Item>
    </FormDialog>
  );
}
