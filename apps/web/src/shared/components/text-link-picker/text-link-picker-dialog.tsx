import {
  optValueError,
  textError,
  textLength,
  textLinkTypes,
  type TextLength,
  type TextLinkType,
  type TextLinkValue,
  type TextLinkVariant,
} from '@rxdesk/contract/promotions/text-link';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from '../../hooks/use-rule-message.ts';
import { FormDialog } from '../dialogs/form-dialog.tsx';
import { OptValueInput } from './opt-value-input.tsx';
import { toFormValues, toTextLinkValue, type TextLinkFormValues } from './text-link-form.ts';
import './text-link-strings.ts';

/** §2: the text-link picker's width. */
export const TEXT_LINK_PICKER_WIDTH = 500;

export interface TextLinkPickerDialogProps {
  open: boolean;
  /** §3: full (NONE, URL, GOODS, CATEGORY, ACTIVE; default), short (NONE, GOODS, CATEGORY) or
   * store (NONE, GOODS, CATEGORY, ACTIVE, URL). */
  variant?: TextLinkVariant;
  /** §9: the text's length, 1..100 unless the caller says otherwise. */
  length?: Partial<TextLength>;
  /** The value being edited; none for a new one. */
  value?: TextLinkValue;
  /** The §3 text picker value {text, opt_type, opt_value}. */
  onConfirm: (value: TextLinkValue) => void;
  onCancel: () => void;
}

const NO_SERVER_FIELDS = {};

/**
 * The §2 text-link picker: a text (required, min..max characters, the placeholder states the
 * range) and what tapping it does — a type of the variant and, unless NONE or unset, a value
 * (required; changing the type clears it). An invalid form says 表单填写有误，请核对！ (§5).
 */
export function TextLinkPickerDialog({
  open,
  variant = 'full',
  length,
  value,
  onConfirm,
  onCancel,
}: TextLinkPickerDialogProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<TextLinkFormValues>();
  const type = Form.useWatch('opt_type', form);
  const range = textLength(length);
  const initialValues = useMemo(() => toFormValues(value), [value]);

  return (
    <FormDialog<TextLinkFormValues>
      form={form}
      name="text-link-picker"
      title={t('text-link-picker.title')}
      width={TEXT_LINK_PICKER_WIDTH}
      serverFields={NO_SERVER_FIELDS}
      initialValues={initialValues}
      open={open}
      submitting={false}
      onSubmit={async (values) => onConfirm(toTextLinkValue(values))}
      onCancel={onCancel}
    >
      <Form.Item
        name="text"
        label={t('text-link-picker.text')}
        required
        rules={[
          {
            validator: (_rule, text: string | undefined) => {
              const error = textError(text, range);
              return error ? Promise.reject(new Error(ruleMessage(error, { ...range }))) : Promise.resolve();
            },
          },
        ]}
      >
        <Input
          autoFocus
          placeholder={t('text-link-picker.textPlaceholder', { ...range })}
          // Counted as the rule counts (a Chinese character or an emoji is one); not cut off, so
          // pasted text over the limit is shown and refused rather than silently shortened.
          count={{ show: true, max: range.max, strategy: (text) => [...text].length }}
        />
      </Form.Item>
      <Form.Item name="opt_type" label={t('text-link-picker.type')}>
        <Select<TextLinkType>
          placeholder={t('text-link-picker.typePlaceholder')}
          options={textLinkTypes(variant).map((v) => ({
            value: v,
            label: t(`text-link-picker.optType.${v}`),
          }))}
          // §5: changing the type clears the value.
          onChange={() => form.setFieldValue('opt_value', undefined)}
        />
      </Form.Item>
      {type !== undefined && type !== 'NONE' && (
        <Form.Item
          name="opt_value"
          label={t('text-link-picker.value')}
          required
          extra={type === 'URL' ? t('text-link-picker.linkHint') : undefined}
          rules={[
            {
              validator: (_rule, v: string | undefined) => {
                const error = optValueError(type, v);
                return error ? Promise.reject(new Error(ruleMessage(error))) : Promise.resolve();
              },
            },
          ]}
        >
          <OptValueInput key={type} type={type} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
