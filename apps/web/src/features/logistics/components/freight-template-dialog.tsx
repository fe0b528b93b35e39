import {
  FREIGHT_TYPES,
  freightTemplateBody,
  type FreightTemplate,
  type FreightTemplateInput,
  type FreightType,
} from '@rxdesk/contract/logistics/freight-templates';
import { Divider, Form, Input, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { ChargeFields } from './charge-fields.tsx';
import { AreasList, FreeRulesList } from './freight-template-lists.tsx';

interface ChargeValues {
  first: number | null;
  first_price: string;
  additional: number | null;
  additional_price: string;
}
export interface FreightTemplateValues {
  name: string;
  type: FreightType;
  is_default: boolean;
  default_area: ChargeValues;
  areas: (ChargeValues & { region_ids: number[] })[];
  free_rules: { region_ids?: number[]; min_amount?: string; min_pieces?: number | null }[];
}

const chargeInput = (c: ChargeValues) => ({
  first: c.first ?? 0,
  first_price: c.first_price,
  additional: c.additional ?? 0,
  additional_price: c.additional_price,
});

/** The form's values as the API takes them (yuan as typed; the server converts and checks). */
export function templateInput(v: FreightTemplateValues): FreightTemplateInput {
  return {
    name: v.name,
    type: v.type,
    is_default: v.is_default,
    default_area: chargeInput(v.default_area),
    areas: (v.areas ?? []).map((a) => ({ ...chargeInput(a), region_ids: a.region_ids })),
    free_rules: (v.free_rules ?? []).map((f) => ({
      region_ids: f.region_ids ?? [],
      min_amount: f.min_amount?.trim() ? f.min_amount.trim() : null,
      min_pieces: f.min_pieces ?? null,
    })),
  };
}

const chargeValues = (c: FreightTemplate['default_area']): ChargeValues => ({
  first: c.first,
  first_price: c.first_price.toFixed(2),
  additional: c.additional,
  additional_price: c.additional_price.toFixed(2),
});

function initialOf(x: FreightTemplate | null): Partial<FreightTemplateValues> {
  if (!x)
    return {
      type: 'PIECE',
      is_default: false,
      default_area: { first: 1, first_price: '', additional: 1, additional_price: '' },
      areas: [],
      free_rules: [],
    };
  return {
    name: x.name,
    type: x.type,
    is_default: x.is_default,
    default_area: chargeValues(x.default_area),
    areas: x.areas.map((a) => ({ ...chargeValues(a), region_ids: a.region_ids })),
    free_rules: x.free_rules.map((f) => ({
      region_ids: f.region_ids,
      min_amount: f.min_amount === null ? '' : f.min_amount.toFixed(2),
      min_pieces: f.min_pieces,
    })),
  };
}

/** Create or edit a freight template: name, by piece or weight, default, the default charge,
 * charges by province, free-shipping rules. */
export function FreightTemplateDialog({
  template,
  ...dialog
}: FormDialogProps<FreightTemplateValues> & { template: FreightTemplate | null }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FreightTemplateValues>();
  const type = (Form.useWatch('type', form) as FreightType | undefined) ?? template?.type ?? 'PIECE';
  return (
    <FormDialog
      form={form}
      name="freight-template-form"
      title={template ? t('logistics.templates.edit') : t('logistics.templates.create')}
      serverFields={{
        name: 'name',
        type: 'type',
        default_area: 'default_area',
        areas: 'areas',
        free_rules: 'free_rules',
      }}
      initialValues={initialOf(template)}
      width={760}
      {...dialog}
    >
      <Form.Item
        name="name"
        label={t('logistics.form.name')}
        required
        rules={[rule(freightTemplateBody.shape.name)]}
      >
        <Input maxLength={30} showCount autoFocus data-testid="freight-template-name" />
      </Form.Item>
      <Form.Item name="type" label={t('logistics.form.type')} required>
        <Radio.Group
          options={FREIGHT_TYPES.map((x) => ({ value: x, label: t(`logistics.templates.types.${x}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="is_default"
        label={t('logistics.form.isDefault')}
        extra={t('logistics.form.isDefaultHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Divider titlePlacement="start">{t('logistics.form.defaultArea')}</Divider>
      <Row gutter={12}>
        <ChargeFields name="default_area" type={type} testId="freight-default" />
      </Row>
      <Divider titlePlacement="start">{t('logistics.form.areas')}</Divider>
      <AreasList type={type} />
      <Divider titlePlacement="start">{t('logistics.form.free')}</Divider>
      <FreeRulesList />
    </FormDialog>
  );
}
