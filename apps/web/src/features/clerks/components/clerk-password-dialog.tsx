import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import { isPassword } from '@rxdesk/contract/rules/rules';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePredicateRule } from '../../../shared/forms/schema-rule.ts';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useResetClerkPassword } from '../api/reset-clerk-password.ts';
import { ConfirmPasswordItem } from '../../../shared/forms/confirm-password-item.tsx';

interface Values {
  password: string;
  confirm: string;
}

interface Props {
  open: boolean;
  /** The clerk whose password is reset. */
  clerk: Clerk | null;
  onClose: () => void;
}

/** Sets a new password for a clerk; their sessions end, so they sign in again with it. */
export function ClerkPasswordDialog({ open, clerk, onClose }: Props) {
  const { t } = useTranslation();
  const predicateRule = usePredicateRule();
  const [form] = Form.useForm<Values>();
  const reset = useResetClerkPassword();

  async function submit({ password }: Values) {
    if (!clerk) return;
    await reset.mutateAsync({ clerkId: clerk.clerk_id, password });
    toast.success(t('clerks.saved'));
    onClose();
  }

  return (
    <FormDialog<Values>
      form={form}
      name="clerk-password"
      title={t('clerks.clerk.resetTitle', { name: clerk?.real_name || clerk?.username || '' })}
      serverFields={{ password: 'password' }}
      clearOnDestroy
      open={open}
      submitting={reset.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('clerks.clerk.resetHint')}</Typography.Paragraph>
      <Form.Item
        name="password"
        label={t('clerks.clerk.newPassword')}
        rules={[predicateRule(isPassword, 'rule.password')]}
      >
        <Input.Password
          autoFocus
          autoComplete="new-password"
          maxLength={20}
          placeholder={t('clerks.clerk.passwordPlaceholder')}
        />
      </Form.Item>
      <ConfirmPasswordItem
        name="confirm"
        label={t('clerks.clerk.confirmPassword')}
        placeholder={t('clerks.clerk.confirmPasswordPlaceholder')}
      />
    </FormDialog>
  );
}
