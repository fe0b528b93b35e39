import type { Supplier } from '@rxdesk/contract/supplier-orders';
import { Button, Form, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../../shared/dates/day-range-picker.tsx';
import type { SorderAdvanced } from '../../lib/sorder-filters.ts';

interface FormValues {
  days?: DayRange;
  supplier_id?: number;
}

interface Props {
  value: SorderAdvanced;
  suppliers: Supplier[] | undefined;
  onApply: (filters: SorderAdvanced) => void;
  onReset: () => void;
}

const toFormValues = (value: SorderAdvanced): FormValues => ({
  days: dayRangeOf(value.start_time, value.end_time),
  supplier_id: value.supplier_id,
});

/** The advanced-search popover of the drop-ship list: time range (with the §9 shortcuts) and
 * supplier. */
export function SorderSearchForm({ value, suppliers, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toFormValues(value)), [form, value]);
  return (
    <Form<FormValues>
      form={form}
      name="sorder-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toFormValues(value)}
      onFinish={(values) => onApply({ ...dayRangeFilter(values.days), supplier_id: values.supplier_id })}
    >
      <Form.Item name="days" label={t('orders.sorders.columns.time')}>
        <DayRangePicker placeholder={[t('orders.filters.startDate'), t('orders.filters.endDate')]} />
      </Form.Item>
      <Form.Item name="supplier_id" label={t('orders.sorders.columns.supplier')}>
        <Select
          allowClear
          loading={!suppliers}
          placeholder={t('orders.filters.any')}
          options={(suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{t('orders.filters.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('orders.filters.apply')}
        </Button>
      </Space>
    </Form>
  );
}
