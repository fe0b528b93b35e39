import { Button, Form, Select, Space } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { DayRangePicker } from '../dates/day-range-picker.tsx';
import { withDays, withoutDays } from './days-values.ts';

/** What an area's advanced-search form is given: the advanced filters in force, and what applying
 * or resetting them does. */
export interface AdvancedSearchProps<F> {
  value: F;
  onApply: (filters: F) => void;
  onReset: () => void;
}

/** The form inside a list's advanced-search popover: the area's fields (children), then reset and
 * apply. `toValues` turns the filters in force into form values and `toFilters` back; both must be
 * stable (module-level) functions. Without them the time window is the `days` field and every
 * other filter a field of its own name (withDays / withoutDays). */
export function FilterForm<V extends object, F>({
  name,
  value,
  toValues = withDays as (value: F) => V,
  toFilters = withoutDays as (values: V) => F,
  onApply,
  onReset,
  labels,
  children,
}: {
  /** the form's name (its fields' ids start with it) */
  name: string;
  value: F;
  toValues?: (value: F) => V;
  toFilters?: (values: V) => F;
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

/** A filter picked from a list, or cleared for any (the advanced searches' select field). */
export function SelectItem<V extends string | number>({
  name,
  label,
  placeholder,
  options,
  loading,
}: {
  name: string;
  label: string;
  /** what the cleared field says ("any") */
  placeholder: string;
  options: { value: V; label: string }[];
  /** the options are still being read */
  loading?: boolean;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={placeholder} loading={loading} options={options} />
    </Form.Item>
  );
}
