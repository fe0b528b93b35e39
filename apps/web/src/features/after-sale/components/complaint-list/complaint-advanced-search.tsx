import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DayRangePicker,
  dayRangeFilter,
  dayRangeOf,
  type DayRange,
} from '../../../../shared/dates/day-range-picker.tsx';

interface TimeRange {
  start_time?: number;
  end_time?: number;
}

/** The complaint list's advanced search: when the complaint was filed (with the §9 shortcuts). */
export function ComplaintAdvancedSearch({
  value,
  onApply,
  onReset,
}: {
  value: TimeRange;
  onApply: (filters: TimeRange) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ days?: DayRange }>();
  useEffect(() => form.setFieldsValue({ days: dayRangeOf(value.start_time, value.end_time) }), [form, value]);
  return (
    <Form<{ days?: DayRange }>
      form={form}
      name="complaint-advanced-search"
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      onFinish={(values) => onApply({ ...dayRangeFilter(values.days) })}
    >
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
