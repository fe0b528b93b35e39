import { Form, TimePicker, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { hourMinuteItem } from './hour-minute.ts';

/** A required 'HH:mm' form field (opening and closing hours of the shop and of its stores). */
export function HourMinuteItem({
  name,
  label,
  rule,
}: {
  name: string;
  label: ReactNode;
  rule: NonNullable<FormItemProps['rules']>[number];
}) {
  return (
    <Form.Item name={name} label={label} required rules={[rule]} {...hourMinuteItem}>
      <TimePicker format="HH:mm" needConfirm={false} style={{ width: '100%' }} />
    </Form.Item>
  );
}
