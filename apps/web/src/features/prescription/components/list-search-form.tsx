import { Button, Checkbox, Form, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../shared/dates/day-range-picker.tsx';
import type { PharmacistOption } from '../api/get-pharmacists.ts';
import type { AdvancedFilters } from '../lib/list-filters.ts';

interface FormValues {
  days?: DayRange;
  pharmacist_id?: number;
  overdue?: boolean;
}

interface Props {
  value: AdvancedFilters;
  pharmacists: PharmacistOption[] | undefined;
  onApply: (filters: AdvancedFilters) => void;
  onReset: () => void;
}

const toFormValues = (value: AdvancedFilters): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  pharmacist_id: value.pharmacist_id,
  overdue: value.overdue === 1,
});

const toFilters = (values: FormValues): AdvancedFilters => ({
  ...dayRangeFilter(values.days),
  pharmacist_id: values.pharmacist_id,
  overdue: values.overdue ? 1 : undefined,
});

/** The advanced-search popover: order time (with the §9 shortcuts), auditing pharmacist,
 * overdue only. */
export function ListSearchForm({ value, pharmacists, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toFormValues(value)), [form, value]);
  return (
    <Form<FormValues>
      form={form}
      name="prescription-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toFormValues(value)}
      onFinish={(values) => onApply(toFilters(values))}
    >
      <Form.Item name="days" label={t('prescription.filters.time')}>
        <DayRangePicker
          placeholder={[t('prescription.filters.startDate'), t('prescription.filters.endDate')]}
        />
      </Form.Item>
      <Form.Item name="pharmacist_id" label={t('prescription.filters.pharmacist')}>
        <Select
          allowClear
          placeholder={t('prescription.filters.any')}
          loading={!pharmacists}
          options={(pharmacists ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked" label={t('prescription.filters.overdue')}>
        <Checkbox>{t('prescription.filters.overdueOnly')}</Checkbox>
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{t('prescription.filters.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('prescription.filters.apply')}
        </Button>
      </Space>
    </Form>
  );
}
