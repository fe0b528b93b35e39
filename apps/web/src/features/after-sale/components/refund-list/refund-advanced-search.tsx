import {
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  REFUND_SOURCE_LABELS,
  REFUND_SOURCES,
  type RefundMethod,
  type RefundSource,
} from '@rxdesk/contract/after-sales';
import { Button, Form, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../../shared/dates/day-range-picker.tsx';
import { useLang } from '../../../../shared/hooks/use-lang.ts';
import { labelOptions } from '../../../../shared/labels/enum-label.ts';
import type { RefundAdvanced } from '../../lib/refund-filters.ts';

interface FormValues {
  method?: RefundMethod;
  source?: RefundSource;
  days?: DayRange;
}

interface Props {
  value: RefundAdvanced;
  onApply: (filters: RefundAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: RefundAdvanced): FormValues => ({
  method: value.method,
  source: value.source,
  days: dayRangeOf(value.start_time, value.end_time),
});

/** The refund list's advanced search: way, source and created time (with the §9 shortcuts). */
export function RefundAdvancedSearch({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toFormValues(value)), [form, value]);
  return (
    <Form<FormValues>
      form={form}
      name="refund-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toFormValues(value)}
      onFinish={(values) =>
        onApply({ method: values.method, source: values.source, ...dayRangeFilter(values.days) })
      }
    >
      <Form.Item name="method" label={t('after-sale.refunds.method')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(REFUND_METHODS, REFUND_METHOD_LABELS, lang)}
        />
      </Form.Item>
      <Form.Item name="source" label={t('after-sale.refunds.source')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(REFUND_SOURCES, REFUND_SOURCE_LABELS, lang)}
        />
      </Form.Item>
      <Form.Item name="days" label={t('after-sale.filters.createTime')}>
        <DayRangePicker placeholder={[t('after-sale.filters.startDate'), t('after-sale.filters.endDate')]} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{t('after-sale.filters.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('after-sale.filters.apply')}
        </Button>
      </Space>
    </Form>
  );
}
