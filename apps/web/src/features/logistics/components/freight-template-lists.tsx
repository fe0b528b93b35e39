import type { FreightType } from '@rxdesk/contract/logistics/freight-templates';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChargeFields } from './charge-fields.tsx';
import { ProvinceSelect } from './province-select.tsx';

/** 指定地区运费: rows of provinces with their own charge. */
export function AreasList({ type }: { type: FreightType }) {
  const { t } = useTranslation();
  return (
    <Form.List name="areas">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => (
            <Card
              key={f.key}
              size="small"
              style={{ marginBottom: 8 }}
              extra={
                <Button type="link" danger size="small" onClick={() => remove(f.name)}>
                  {t('logistics.form.remove')}
                </Button>
              }
            >
              <Row gutter={12}>
                <Col span={24}>
                  <Form.Item
                    name={[f.name, 'region_ids']}
                    label={t('logistics.form.regions')}
                    rules={[
                      {
                        required: true,
                        type: 'array',
                        min: 1,
                        message: t('logistics.form.regionsPlaceholder'),
                      },
                    ]}
                  >
                    <ProvinceSelect
                      placeholder={t('logistics.form.regionsPlaceholder')}
                      testId={`freight-area-${f.name}-regions`}
                    />
                  </Form.Item>
                </Col>
                <ChargeFields name={[f.name]} type={type} testId={`freight-area-${f.name}`} />
              </Row>
            </Card>
          ))}
          <Button
            block
            type="dashed"
            onClick={() =>
              add({ region_ids: [], first: 1, first_price: '', additional: 1, additional_price: '' })
            }
            data-testid="freight-area-add"
          >
            {t('logistics.form.addArea')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** 包邮条件: rows of provinces (none: everywhere) free from an amount or a number of pieces. */
export function FreeRulesList() {
  const { t } = useTranslation();
  return (
    <Form.List name="free_rules">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f) => (
            <Row gutter={12} key={f.key} align="bottom">
              <Col xs={24} md={10}>
                <Form.Item name={[f.name, 'region_ids']} label={t('logistics.form.regions')}>
                  <ProvinceSelect
                    placeholder={t('logistics.form.freeRegionsPlaceholder')}
                    testId={`freight-free-${f.name}-regions`}
                  />
                </Form.Item>
              </Col>
              <Col xs={10} md={6}>
                <Form.Item name={[f.name, 'min_amount']} label={t('logistics.form.minAmount')}>
                  <Input
                    prefix="¥"
                    inputMode="decimal"
                    maxLength={9}
                    data-testid={`freight-free-${f.name}-amount`}
                  />
                </Form.Item>
              </Col>
              <Col xs={10} md={5}>
                <Form.Item name={[f.name, 'min_pieces']} label={t('logistics.form.minPieces')}>
                  <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={4} md={3}>
                <Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>
                    {t('logistics.form.remove')}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button block type="dashed" onClick={() => add({ region_ids: [] })} data-testid="freight-free-add">
            {t('logistics.form.addFree')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
