import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../shared/dates/day-range-picker.tsx';

export interface TimeFilter {
  start_time?: number;
  end_time?: number;
}

interface Props {
  value: TimeFilter;
  onApply: (value: TimeFilter) => void;
  onReset: () => void;
}

/** The control orders' advanced search: the order time, whole Shanghai days. */
export function ControlOrderSearch({ value, onApply, onReset }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ days?: DayRange }>();
  useEffect(() => form.setFieldsValue({ days: dayRangeOf(value.start_time, value.end_time) }), [form, value]);
  return (
    <Form
      form={form}
      name="control-order-search"
      layout="vertical"
      style={{ width: 360 }}
      onFinish={(values: { days?: DayRange }) => onApply(dayRangeFilter(values.days) ?? {})}
    >
      <Form.Item name="days" label={t('drug-control.orders.time')}>
        <DayRangePicker
          placeholder={[t('drug-control.orders.startDate'), t('drug-control.orders.endDate')]}
        />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{t('drug-control.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('drug-control.search')}
        </Button>
      </Space>
    </Form>
  );
}
