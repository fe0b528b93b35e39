import type { FormRule } from 'antd';

type Translate = (key: 'rule.required' | 'rule.passwordMismatch') => string;

/** The message key for a confirmation field: required, then equal to the field it confirms (§5). */
export function confirmMessageKey(
  value: string | undefined,
  original: unknown,
): 'rule.required' | 'rule.passwordMismatch' | null {
  if (!value) return 'rule.required';
  return value === original ? null : 'rule.passwordMismatch';
}

/** The antd rule for "repeat the password": give the field it must equal in `dependencies` too. */
export function confirmRule(field: string, message: Translate): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value?: string) => {
      const key = confirmMessageKey(value, getFieldValue(field));
      return key ? Promise.reject(new Error(message(key))) : Promise.resolve();
    },
  });
}
