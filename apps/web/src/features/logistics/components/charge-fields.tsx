import { freightCharge, type FreightType } from '@rxdesk/contract/logistics/freight-templates';
import { Col, Form, Input, InputNumber } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';

/** A charge's four fields (first units and price, additional units and price) under `name`
 * (a path inside the template form or one of its list rows); units follow the template's type. */
export function ChargeFields({ name, type, testId }: { name: NamePath; type: FreightType; testId: string }) {
  const { t } = useTranslation();
  const path = (field: string) => [...(Array.isArray(name) ? name : [name]), field];
  // The contract's own rules and messages (1–1000000 units; yuan ≤ 99999.99, 2 decimals).
  const rule = useSchemaRule();
  const rules = (field: keyof typeof freightCharge.shape) => [rule(freightCharge.shape[field])];
  const unit = (field: 'first' | 'additional') => (
    <Col xs={12} md={6}>
      <Form.Item
        name={path(field)}
        label={t(`logistics.form.${field}.${type}`)}
        required
        rules={rules(field)}
      >
        <InputNumber
          min={1}
          max={1_000_000}
          precision={0}
          style={{ width: '100%' }}
          data-testid={`${testId}-${field}`}
        />
      </Form.Item>
    </Col>
  );
  const price = (field: 'first_price' | 'additional_price') => (
    <Col xs={12} md={6}>
      <Form.Item
        name={path(field)}
        label={t(`logistics.form.${field === 'first_price' ? 'firstPrice' : 'additionalPrice'}`)}
        required
        rules={rules(field)}
      >
        <Input prefix="¥" inputMode="decimal" maxLength={9} data-testid={`${testId}-${field}`} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      {unit('first')}
      {price('first_price')}
      {unit('additional')}
      {price('additional_price')}
    </>
  );
}
