import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '@rxdesk/contract/after-sales';
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
import type { CaseAdvanced } from '../../lib/case-filters.ts';

interface FormValues {
  days?: DayRange;
  service_type?: ServiceType;
}

interface Props {
  value: CaseAdvanced;
  onApply: (filters: CaseAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: CaseAdvanced): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  service_type: value.service_type,
});

/** The service list's advanced search: case type and apply time (with the §9 shortcuts). */
export function CaseAdvancedSearch({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form] = Form.useForm<FormValues>();
  // Show the filters in force each time they change (applied, reset, or from a link).
  useEffect(() => form.setFieldsValue(toFormValues(value)), [form, value]);

  return (
    <Form<FormValues>
      form={form}
      name="case-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toFormValues(value)}
      onFinish={(values) => onApply({ ...dayRangeFilter(values.days), service_type: values.service_type })}
    >
      <Form.Item name="service_type" label={t('after-sale.filters.type')}>
        <Select
          allowClear
          placeholder={t('after-sale.filters.any')}
          options={labelOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS, lang)}
        />
      </Form.Item>
      <Form.Item name="days" label={t('after-sale.filters.applyTime')}>
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
