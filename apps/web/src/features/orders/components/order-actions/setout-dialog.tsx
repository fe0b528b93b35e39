import { translateMessage } from '@rxdesk/contract/common/locale';
import { setoutBody, type OrderBatchLine } from '@rxdesk/contract/orders/orders';
import { Alert, Form, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import type { ExpressCompany } from '../../../../shared/shipping/express-companies.ts';
import { normalizeBatchNumbers, type SetoutValues } from '../../lib/action-bodies.ts';
import { useLang } from '../../lib/use-lang.ts';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';

interface Props extends FormDialogProps<SetoutValues> {
  companies: ExpressCompany[];
  /** The order's lines; undefined while loading. */
  lines: OrderBatchLine[] | undefined;
  linesFailed: boolean;
}

const SERVER_FIELDS = { express_code: 'express_code', waybill_no: 'waybill_no' };

/** POST {sn}/setout: express company, waybill number and — for drug traceability — at least one
 * batch number for every line (a tags input per line: type, Enter, next). */
export function SetoutDialog({ companies, lines, linesFailed, ...dialog }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const rule = useSchemaRule();
  const [form] = Form.useForm<SetoutValues>();
  // The lines arrive after the dialog opened: put their batch numbers (if any) in then.
  useEffect(() => {
    if (lines)
      form.setFieldsValue({
        batches: Object.fromEntries(lines.map((line) => [String(line.item_id), line.batch_numbers])),
      });
  }, [form, lines]);
  const batchRule = {
    validator: (_rule: unknown, value: string[] | undefined) =>
      normalizeBatchNumbers(value).length > 0
        ? Promise.resolve()
        : Promise.reject(new Error(translateMessage(lang, 'error.order.batchRequired'))),
  };

  return (
    <FormDialog
      form={form}
      name="order-setout"
      title={t('orders.actions.setout')}
      serverFields={SERVER_FIELDS}
      width={640}
      {...dialog}
    >
      <Form.Item
        name="express_code"
        label={t('orders.dialogs.express')}
        required
        rules={[rule(setoutBody.shape.express_code)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('orders.dialogs.expressPlaceholder')}
          // The shop may have turned every company off (logistics settings): say where to turn one on.
          notFoundContent={t('orders.dialogs.expressNone')}
          options={companies.map((company) => ({ value: company.code, label: company.name }))}
        />
      </Form.Item>
      <Form.Item
        name="waybill_no"
        label={t('orders.dialogs.waybill')}
        required
        rules={[rule(setoutBody.shape.waybill_no)]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Typography.Title level={5}>{t('orders.dialogs.batches')}</Typography.Title>
      {linesFailed && <Alert type="error" showIcon title={t('orders.dialogs.linesFailed')} />}
      {!lines && !linesFailed && <Skeleton active paragraph={{ rows: 2 }} />}
      {lines?.map((line) => (
        <Form.Item
          key={line.item_id}
          name={['batches', String(line.item_id)]}
          label={
            <span>
              {line.goods_name}{' '}
              <Typography.Text type="secondary">
                {line.specs} ×{line.num}
              </Typography.Text>
              {line.is_prescription === 1 && (
                <Tag color="red" style={{ marginInlineStart: 8 }}>
                  {t('orders.list.rx')}
                </Tag>
              )}
            </span>
          }
          required
          rules={[batchRule]}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', ' ']}
            placeholder={t('orders.dialogs.batchPlaceholder')}
            aria-label={`${t('orders.goods.batch')} ${line.goods_name}`}
          />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
