import {
  WAYBILL_PAY_TYPES,
  waybillAccountBody,
  type WaybillAccount,
  type WaybillAccountInput,
} from '@rxdesk/contract/logistics/waybills';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

type Values = Omit<WaybillAccountInput, 'express_code'>;

/** Set or edit one company's e-waybill account. The stored key is never shown: an empty key keeps
 * it (a new account must give one — the server says so under the field). */
export function WaybillAccountDialog({
  account,
  ...dialog
}: Omit<FormDialogProps<Values>, 'onSubmit'> & {
  account: WaybillAccount;
  onSubmit: (body: WaybillAccountInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const f = waybillAccountBody.shape;
  return (
    <FormDialog<Values>
      form={form}
      name="waybill-account-form"
      title={t('logistics.waybillAccounts.formTitle', { name: account.express_name })}
      serverFields={{
        partner_id: 'partner_id',
        partner_key: 'partner_key',
        net: 'net',
        pay_type: 'pay_type',
      }}
      initialValues={{
        partner_id: account.partner_id,
        partner_key: '',
        net: account.net,
        pay_type: account.pay_type ?? 'MONTHLY',
      }}
      clearOnDestroy
      {...dialog}
      onSubmit={(v) => dialog.onSubmit({ ...v, express_code: account.express_code })}
    >
      <Form.Item
        name="partner_id"
        label={t('logistics.waybillAccounts.partnerId')}
        required
        rules={[rule(f.partner_id)]}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="partner_key"
        label={t('logistics.waybillAccounts.partnerKey')}
        required={!account.configured}
        extra={
          account.configured
            ? `${account.partner_key_masked} · ${t('logistics.waybillAccounts.partnerKeyKeep')}`
            : undefined
        }
        rules={[rule(f.partner_key)]}
      >
        <Input.Password maxLength={128} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="net" label={t('logistics.waybillAccounts.net')} rules={[rule(f.net)]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="pay_type" label={t('logistics.waybillAccounts.payType')} required>
        <Select
          aria-label={t('logistics.waybillAccounts.payType')}
          options={WAYBILL_PAY_TYPES.map((p) => ({
            value: p,
            label: t(`logistics.waybillAccounts.payTypes.${p}`),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
