import { Button, Form, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { DayRangePicker } from '../dates/day-range-picker.tsx';

/** The form inside a list's advanced-search popover: the area's fields (children), then reset and
 * apply. `toValues` turns the filters in force into form values and `toFilters` back; both must be
 * stable (module-level) functions. */
export function FilterForm<V extends object, F>({
  name,
  value,
  toValues,
  toFilters,
  onApply,
  onReset,
  labels,
  children,
}: {
  /** the form's name (its fields' ids start with it) */
  name: string;
  value: F;
  toValues: (value: F) => V;
  toFilters: (values: V) => F;
  onApply: (filters: F) => void;
  onReset: () => void;
  labels: { reset: string; apply: string };
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  // Show the filters in force each time they change (applied, reset, or from a link).
  useEffect(
    () => form.setFieldsValue(toValues(value) as Parameters<typeof form.setFieldsValue>[0]),
    [form, value, toValues],
  );
  return (
    <Form<V>
      form={form}
      name={name}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      style={{ width: 420 }}
      initialValues={toValues(value)}
      onFinish={(values) => onApply(toFilters(values))}
    >
      {children}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onReset}>{labels.reset}</Button>
        <Button type="primary" htmlType="submit">
          {labels.apply}
        </Button>
      </Space>
    </Form>
  );
}

/** The time-range field every advanced search starts or ends with (form value `days`). */
export function DaysItem({ label, placeholder }: { label: string; placeholder: [string, string] }) {
  return (
    <Form.Item name="days" label={label}>
      <DayRangePicker placeholder={placeholder} />
    </Form.Item>
  );
}
