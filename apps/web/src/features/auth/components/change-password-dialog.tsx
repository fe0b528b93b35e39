import { isNewPassword } from '@rxdesk/contract/rules/rules';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { apiErrorOf } from '../../../shared/http/error-message.ts';
import { reportRequestError } from '../../../shared/http/report-error.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';

/** Long enough to read 修改成功 before the page reloads into the login screen. */
const SIGN_OUT_DELAY_MS = 1_200;

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

  async function submit() {
    let values: ChangePasswordInput;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(ruleMessage('rule.formInvalid'));
      return;
    }
    if (values.password !== values.repPassword) {
      toast.error(ruleMessage('rule.passwordMismatchSubmit'));
      return;
    }
    try {
      await mutation.mutateAsync({ ...values, oldPassword: values.oldPassword ?? '' });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.field === 'old_passwprd')
        form.setFields([{ name: 'oldPassword', errors: [apiError.message] }]);
      else reportRequestError(error);
      return;
    }
    toast.success(t('password.success'));
    setTimeout(() => void logout(), SIGN_OUT_DELAY_MS);
  }

  const submitting = mutation.isPending || mutation.isSuccess;

  return (
    <Modal
      open={open}
      title={t('password.title')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      afterClose={() => form.resetFields()}
    >
      <Form form={form} name="change-password" layout="vertical" requiredMark={false} autoComplete="off">
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
          <Input.Password
            autoComplete="new-password"
            placeholder={t('password.confirmPlaceholder')}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
