import { supplierBody, type Supplier } from '@rxdesk/contract/goods/suppliers';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { useSaveSupplier } from '../api/supplier-save.ts';

interface SupplierFormValues {
  name: string;
  contact_name: string;
  mobile: string;
  address: string;
  remark: string;
}

interface Props {
  open: boolean;
  /** null: adding a supplier. */
  supplier: Supplier | null;
  onClose: () => void;
}

const FIELDS = {
  name: 'name',
  contact_name: 'contact_name',
  mobile: 'mobile',
  address: 'address',
  remark: 'remark',
};
const { shape } = supplierBody;

/** Add or edit a drop-ship supplier, checked with the contract's own rules (the server's). */
export function SupplierFormDialog({ open, supplier, onClose }: Props) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<SupplierFormValues>();
  const save = useSaveSupplier();

  async function submit(values: SupplierFormValues) {
    await save.mutateAsync({ ...values, supplier_id: supplier?.supplier_id });
    toast.success(t('goods.extras.saved'));
    onClose();
  }

  return (
    <FormDialog<SupplierFormValues>
      form={form}
      name="supplier-form"
      width={640}
      title={supplier ? t('goods.supplierPage.editTitle') : t('goods.supplierPage.addTitle')}
      serverFields={FIELDS}
      clearOnDestroy
      initialValues={
        supplier
          ? {
              name: supplier.name,
              contact_name: supplier.contact_name,
              mobile: supplier.mobile,
              address: supplier.address,
              remark: supplier.remark,
            }
          : { name: '', contact_name: '', mobile: '', address: '', remark: '' }
      }
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="name"
            label={t('goods.supplierPage.name')}
            required
            rules={[schemaRule(shape.name)]}
          >
            <Input autoFocus maxLength={50} showCount placeholder={t('goods.supplierPage.namePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="contact_name"
            label={t('goods.supplierPage.contact')}
            required
            rules={[schemaRule(shape.contact_name)]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="mobile"
            label={t('goods.supplierPage.mobile')}
            required
            rules={[schemaRule(shape.mobile)]}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="address"
            label={t('goods.supplierPage.address')}
            rules={[schemaRule(shape.address)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('goods.supplierPage.remark')} rules={[schemaRule(shape.remark)]}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
