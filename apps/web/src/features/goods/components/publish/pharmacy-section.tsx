import { REGULATORY_CLASS_LABELS, REGULATORY_CLASSES } from '@rxdesk/contract/drug-control/drug-control';
import {
  DRUG_TYPE_LABELS,
  DRUG_TYPES,
  RX_NOTICE,
  type DrugType,
} from '@rxdesk/contract/goods/approval-number';
import { REQUIRED_BY_TYPE, type PharmacyField } from '@rxdesk/contract/goods/pharmacy-fields';
import { Alert, AutoComplete, Card, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import { DOSAGE_FORMS } from '../../lib/dosage-forms.ts';
import type { PublishFieldsProps } from './publish-fields.ts';

const FIELDS: { name: PharmacyField; max: number }[] = [
  { name: 'common_name', max: 200 },
  { name: 'approval_number', max: 60 },
  { name: 'specs', max: 100 },
  { name: 'manufacturer', max: 200 },
  { name: 'storage', max: 200 },
  { name: 'validity_period', max: 30 },
];

/** Pharmacy information: the kind (which decides what else is required, as the contract says),
 * the regulated label fields, the approval number checked for the kind, medical insurance. */
export function PharmacySection({ issueRule }: PublishFieldsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance();
  const kind = Form.useWatch('drug_type', form) as DrugType | undefined;
  const insured = Form.useWatch('insurance_flag', form) as boolean | undefined;
  const required = new Set(kind ? REQUIRED_BY_TYPE[kind] : []);
  // A change of kind changes what is required and the approval number's format.
  const dependencies = [['drug_type']];
  return (
    <Card title={t('goods.publish.pharmacy')} size="small">
      {kind === 'RX' && (
        <Alert type="warning" showIcon title={RX_NOTICE[lang]} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="drug_type"
            label={t('goods.form.drugType')}
            required
            rules={[issueRule('drug_type')]}
          >
            <Select
              options={labelOptions(DRUG_TYPES, DRUG_TYPE_LABELS, lang)}
              placeholder={t('goods.form.choose')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="regulatory_class"
            label={t('goods.form.regulatoryClass')}
            dependencies={dependencies}
            rules={[issueRule('regulatory_class')]}
            extra={t('goods.form.regulatoryHint')}
          >
            <Select options={labelOptions(REGULATORY_CLASSES, REGULATORY_CLASS_LABELS, lang)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="dosage_form"
            label={t('goods.form.dosage_form')}
            required={required.has('dosage_form')}
            dependencies={dependencies}
            rules={[issueRule('dosage_form')]}
          >
            <AutoComplete
              options={DOSAGE_FORMS.map((value) => ({ value }))}
              maxLength={50}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        </Col>
        {FIELDS.map(({ name, max }) => (
          <Col key={name} xs={24} md={name === 'manufacturer' || name === 'storage' ? 12 : 8}>
            <Form.Item
              name={name}
              label={t(`goods.form.${name}`)}
              required={required.has(name)}
              dependencies={dependencies}
              rules={[issueRule(name)]}
            >
              <Input
                maxLength={max}
                placeholder={
                  name === 'approval_number' ? t(`goods.form.approvalExample.${kind ?? 'RX'}`) : undefined
                }
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item name="insurance_flag" label={t('goods.form.insurance')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {insured && (
          <Col xs={24} md={8}>
            <Form.Item
              name="insurance_code"
              label={t('goods.form.insuranceCode')}
              required
              dependencies={[['insurance_flag']]}
              rules={[issueRule('insurance_code')]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}
