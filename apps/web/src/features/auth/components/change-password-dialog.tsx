import { isNewPassword } from '@rxdesk/contract/rules/rules';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';

/** Long enough to read 修改成功 before the page reloads into the login screen. */
const SIGN_OUT_DELAY_MS = 1_200;

/** The API names the old password `old_passwprd` (sic, §7). */
const SERVER_FIELDS = { old_passwprd: 'oldPassword' };

interface Props {
  open: boolean;
  onClose: () => void;
}

/** §2 change-password dialog (§5 rules). Success signs the user out (§4). */
export function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<ChangePasswordInput>();
  const mutation = useChangePassword();

  async function submit(values: ChangePasswordInput) {
    if (values.password !== values.repPassword) {
      toast.error(ruleMessage('rule.passwordMismatchSubmit'));
      return;
    }
    await mutation.mutateAsync({ ...values, oldPassword: values.oldPassword ?? '' });
    toast.success(t('password.success'));
    setTimeout(() => void logout(), SIGN_OUT_DELAY_MS);
  }

  return (
    <FormDialog<ChangePasswordInput>
      form={form}
      name="change-password"
      title={t('password.title')}
      serverFields={SERVER_FIELDS}
      clearOnDestroy
      open={open}
      submitting={mutation.isPending || mutation.isSuccess}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item name="oldPassword" label={t('password.old')}>
        <Input.Password
          autoFocus
          autoComplete="current-password"
          placeholder={t('password.oldPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password.new')}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              value && isNewPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(ruleMessage('rule.newPassword'))),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.newPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="repPassword"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              value && value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(ruleMessage('rule.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.confirmPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
