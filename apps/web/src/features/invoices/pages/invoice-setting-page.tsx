// The contract's invoice messages (server refusals, field rules), registered with this lazy page.
import '@rxdesk/contract/invoices/invoice-messages';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { INVOICE_CONTENTS, INVOICE_KINDS } from '@rxdesk/contract/invoices/invoice-request';
import {
  invoiceSettingBody,
  type InvoiceSetting,
  type InvoiceSettingBody,
} from '@rxdesk/contract/invoices/invoices';
import { Button, Card, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailScreen, detailLabels } from '../../../shared/details/detail-screen.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useInvoiceSetting } from '../api/get-invoice-setting.ts';
import { useSaveInvoiceSetting } from '../api/save-invoice-setting.ts';
import { INVOICE_PATHS } from '../lib/invoice-links.ts';

/** /setting/invoice-setting — which invoices the shop offers its buyers (plain, special VAT,
 * electronic) and with which contents. An order asking for a kind not ticked is refused. */
export function InvoiceSettingPage() {
  const { t } = useTranslation();
  const setting = useInvoiceSetting();
  return (
    <DetailScreen
      query={setting}
      rows={6}
      labels={detailLabels(t, 'invoices.detail', {
        loadFailed: 'invoices.setting.loadFailed',
        notFound: 'invoices.setting.loadFailed',
      })}
      backTo={INVOICE_PATHS.history}
    >
      {(data) => <SettingForm key={data.update_time} setting={data} />}
    </DetailScreen>
  );
}

function SettingForm({ setting }: { setting: InvoiceSetting }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<InvoiceSettingBody>();
  const save = useSaveInvoiceSetting();
  const submit = async (values: InvoiceSettingBody) => {
    try {
      await save.mutateAsync({ kinds: values.kinds ?? [], contents: values.contents ?? [] });
      toast.success(t('invoices.setting.saved'));
    } catch (error) {
      showSubmitError(form, error, { kinds: 'kinds', contents: 'contents' });
    }
  };
  return (
    <Card data-testid="invoice-setting">
      <Form<InvoiceSettingBody>
        form={form}
        name="invoice-setting"
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{ kinds: setting.kinds, contents: setting.contents }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="kinds" label={t('invoices.setting.kinds')} extra={t('invoices.setting.kindsHint')}>
          <Checkbox.Group>
            <Flex vertical gap={8}>
              {INVOICE_KINDS.map((k) => (
                <Checkbox key={k} value={k} data-testid={`invoice-kind-${k}`}>
                  {t(`invoices.kind.${k}`)}{' '}
                  <Typography.Text type="secondary">{t(`invoices.kindHint.${k}`)}</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          name="contents"
          label={t('invoices.setting.contents')}
          required
          rules={[rule(invoiceSettingBody.shape.contents)]}
        >
          <Checkbox.Group
            options={INVOICE_CONTENTS.map((c) => ({ value: c, label: t(`invoices.content.${c}`) }))}
          />
        </Form.Item>
        <Flex align="center" gap={12}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('invoices.setting.save')}
          </Button>
          {setting.update_time > 0 && (
            <Typography.Text type="secondary">
              {t('invoices.setting.updated', { time: unixToDateString(setting.update_time) })}
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
