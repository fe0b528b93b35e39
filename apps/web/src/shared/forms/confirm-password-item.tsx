import { Form, Input } from 'antd';
import { useRuleMessage } from '../hooks/use-rule-message.ts';
import { confirmRule } from './confirm-rule.ts';

/** The "repeat the new password" field of a form whose new password is the field `password`:
 * required and equal to it (§5), at most 20 characters, offered to the password manager as new.
 * `required` only draws the mark (the rule asks for a value either way). */
export function ConfirmPasswordItem({
  name,
  label,
  placeholder,
  required,
  onPressEnter,
}: {
  name: string;
  label: string;
  placeholder: string;
  required?: boolean;
  onPressEnter?: () => void;
}) {
  const ruleMessage = useRuleMessage();
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      dependencies={['password']}
      rules={[confirmRule('password', ruleMessage)]}
    >
      <Input.Password
        autoComplete="new-password"
        maxLength={20}
        placeholder={placeholder}
        onPressEnter={onPressEnter}
      />
    </Form.Item>
  );
}
