import { MAX_IMAGES } from '@rxdesk/contract/goods/goods-form';
import { Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../../shared/components/image-picker/image-picker.tsx';
import type { PublishFieldsProps } from './publish-fields.ts';
import { useHasPermission } from '../../../../shared/permissions/permissions-context.ts';
import { GroupSelect } from '../group-select.tsx';
import { SupplierSelect } from '../supplier-select.tsx';
import { FreightTemplateSelect } from '../../../../shared/components/freight-template-select/freight-template-select.tsx';

/** Base information: name, code, shop group, brand, unit, prices (yuan), weight and pictures. */
export function BaseSection({ issueRule }: PublishFieldsProps) {
  const { t } = useTranslation();
  const can = useHasPermission();
  const supplier = Form.useWatch('supplier_id', Form.useFormInstance()) as number | null | undefined;
  const item = (name: string, label: string, required = false) => ({
    name,
    label,
    required,
    rules: [issueRule(name)],
  });
  return (
    <Card title={t('goods.publish.base')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...item('goods_name', t('goods.form.name'), true)}>
            <Input maxLength={60} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('goods_code', t('goods.form.code'), true)}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="group_id" label={t('goods.form.group')}>
            <GroupSelect placeholder={t('goods.form.noGroup')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('brand', t('goods.form.brand'))}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('unit', t('goods.form.unit'), true)}>
            <Input maxLength={10} placeholder={t('goods.form.unitPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            {...item('market_price', t('goods.form.marketPrice'))}
            extra={t('goods.form.marketPriceHint')}
          >
            <Input prefix="¥" maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('cost_price', t('goods.form.costPrice'))}>
            <Input prefix="¥" maxLength={12} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('weight', t('goods.form.weight'))}>
            <InputNumber min={0} max={1_000_000} precision={0} suffix="g" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="freight_template_id"
            label={t('freight-template-select.label')}
            extra={t('freight-template-select.hint')}
          >
            <FreightTemplateSelect />
          </Form.Item>
        </Col>
        {can('supplier-list') && (
          <>
            <Col xs={24} md={8}>
              <Form.Item
                name="supplier_id"
                label={t('goods.form.supplier')}
                extra={t('goods.form.supplierHint')}
              >
                <SupplierSelect placeholder={t('goods.form.noSupplier')} />
              </Form.Item>
            </Col>
            {supplier ? (
              <Col xs={24} md={8}>
                <Form.Item
                  {...item('supply_price', t('goods.form.supplyPrice'), true)}
                  dependencies={[['supplier_id']]}
                >
                  <Input prefix="¥" maxLength={12} />
                </Form.Item>
              </Col>
            ) : null}
          </>
        )}
        <Col span={24}>
          <Form.Item {...item('images', t('goods.form.images'), true)} extra={t('goods.form.imagesHint')}>
            <ImagePicker limit={MAX_IMAGES} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
