import {
  LICENCE_IMAGE_MAX,
  LICENCE_KIND_LABELS,
  PERMANENT_KINDS,
  QUALIFICATION_KINDS,
  qualificationAddBody,
  type LicenceKind,
  type LicenceRecord,
} from '@rxdesk/contract/settings/qualifications';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { ImagePicker } from '../../../../shared/components/image-picker/image-picker.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';
import { initialValues, type LicenceFormValues } from './licence-form-values.ts';

interface Props extends FormDialogProps<LicenceFormValues> {
  /** 'YYZZ' for the business licence; else a licence whose kind is chosen (add) or kept (edit). */
  yyzz: boolean;
  record: LicenceRecord | null;
}

const SERVER_FIELDS = {
  kind: 'kind',
  holder_name: 'holder_name',
  number: 'number',
  issuer: 'issuer',
  legal_person: 'legal_person',
  quality_officer: 'quality_officer',
  address: 'address',
  scope: 'scope',
  valid_from: 'valid_from',
  valid_until: 'valid_until',
  permanent: 'permanent',
  images: 'images',
  remark: 'remark',
};

/** Record or edit a licence: number, issuer, validity (or permanent where the document has no
 * end), the responsible person, scans (the shared image picker). The server holds the same rules. */
export function LicenceFormDialog({ yyzz, record, ...dialog }: Props) {
  const { t, i18n } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<LicenceFormValues>();
  const f = qualificationAddBody.shape;
  const chosenKind = Form.useWatch('kind', form) as LicenceKind | undefined;
  const kind: LicenceKind | undefined = yyzz ? 'YYZZ' : (record?.kind ?? chosenKind);
  const permanent = Form.useWatch('permanent', form) as boolean | undefined;
  const mayBePermanent = kind !== undefined && PERMANENT_KINDS.includes(kind);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  // Contract messages (§5 rules and this area's, registered by the page's import).
  const ruleMessage = (key: string) => translateMessage(lang, key);
  const title = yyzz
    ? t(record ? 'qualifications.yyzz.edit' : 'qualifications.yyzz.add')
    : t(record ? 'qualifications.list.edit' : 'qualifications.list.add');
  const required = { required: true, message: ruleMessage('rule.required') };

  return (
    <FormDialog
      form={form}
      name="licence-form"
      title={title}
      serverFields={SERVER_FIELDS}
      initialValues={initialValues(record)}
      width={640}
      {...dialog}
    >
      {!yyzz && !record && (
        <Form.Item name="kind" label={t('qualifications.field.kind')} rules={[required]}>
          <Select
            autoFocus
            data-testid="licence-kind"
            options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: LICENCE_KIND_LABELS[k][lang] }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="holder_name"
        label={t('qualifications.field.holder_name')}
        required
        rules={[rule(f.holder_name)]}
      >
        <Input maxLength={100} autoFocus={yyzz || !!record} />
      </Form.Item>
      <Form.Item
        name="number"
        label={t(yyzz ? 'qualifications.field.yyzzNumber' : 'qualifications.field.number')}
        extra={yyzz ? t('qualifications.usccHint') : undefined}
        required
        rules={[rule(f.number)]}
      >
        <Input maxLength={yyzz ? 18 : 50} />
      </Form.Item>
      <Form.Item name="issuer" label={t('qualifications.field.issuer')} required rules={[rule(f.issuer)]}>
        <Input maxLength={100} />
      </Form.Item>
      {yyzz ? (
        <Form.Item
          name="legal_person"
          label={t('qualifications.field.legal_person')}
          rules={[rule(f.legal_person)]}
        >
          <Input maxLength={30} />
        </Form.Item>
      ) : (
        <Form.Item
          name="quality_officer"
          label={t('qualifications.field.quality_officer')}
          required
          rules={[required, rule(f.quality_officer)]}
        >
          <Input maxLength={30} />
        </Form.Item>
      )}
      <Form.Item name="valid_from" label={t('qualifications.field.valid_from')} rules={[required]}>
        <DatePicker style={{ width: '100%' }} data-testid="licence-valid-from" />
      </Form.Item>
      {mayBePermanent && (
        <Form.Item
          name="permanent"
          label={t('qualifications.field.permanent')}
          valuePropName="checked"
          extra={t('qualifications.permanentHint')}
        >
          <Switch />
        </Form.Item>
      )}
      {!(mayBePermanent && permanent) && (
        <Form.Item
          name="valid_until"
          label={t('qualifications.field.valid_until')}
          dependencies={['valid_from']}
          rules={[
            { required: true, message: ruleMessage('rule.qualification.untilRequired') },
            ({ getFieldValue }) => ({
              validator: (_r, v: LicenceFormValues['valid_until']) => {
                const from = getFieldValue('valid_from') as LicenceFormValues['valid_from'];
                return v && from && v.isBefore(from, 'day')
                  ? Promise.reject(new Error(ruleMessage('rule.qualification.untilBeforeFrom')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} data-testid="licence-valid-until" />
        </Form.Item>
      )}
      <Form.Item
        name="images"
        label={t('qualifications.field.images')}
        extra={t('qualifications.imagesHint')}
        required
        rules={[
          {
            validator: (_r, v: LicenceFormValues['images'] | undefined) =>
              v && v.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(ruleMessage('rule.qualification.imagesRequired'))),
          },
        ]}
      >
        <ImagePicker limit={LICENCE_IMAGE_MAX} />
      </Form.Item>
      {yyzz && (
        <Form.Item name="address" label={t('qualifications.field.address')} rules={[rule(f.address)]}>
          <Input maxLength={200} />
        </Form.Item>
      )}
      <Form.Item name="scope" label={t('qualifications.field.scope')} rules={[rule(f.scope)]}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="remark" label={t('qualifications.field.remark')} rules={[rule(f.remark)]}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
