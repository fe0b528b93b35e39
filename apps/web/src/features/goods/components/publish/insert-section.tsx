import { isDrugType, type DrugType } from '@rxdesk/contract/goods/approval-number';
import { INSERT_REQUIRED_BY_TYPE, PACKAGE_INSERT_FIELDS } from '@rxdesk/contract/goods/pharmacy-fields';
import { Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublishFieldsProps } from './publish-fields.ts';

/** The package insert (说明书): drugs only; which sections are required follows the kind. */
export function InsertSection({ issueRule }: PublishFieldsProps) {
  const { t } = useTranslation();
  const kind = Form.useWatch('drug_type', Form.useFormInstance()) as DrugType | undefined;
  if (!kind || !isDrugType(kind)) return null;
  const required = new Set<string>(INSERT_REQUIRED_BY_TYPE[kind]);
  return (
    <Card title={t('goods.publish.insert')} size="small" extra={t('goods.publish.insertHint')}>
      {PACKAGE_INSERT_FIELDS.map((field) => (
        <Form.Item
          key={field}
          name={['package_insert', field]}
          label={t(`goods.form.insert.${field}`)}
          required={required.has(field)}
          dependencies={[['drug_type']]}
          rules={[issueRule('package_insert', field)]}
        >
          <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      ))}
    </Card>
  );
}
