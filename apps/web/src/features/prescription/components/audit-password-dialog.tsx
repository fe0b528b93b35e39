import { isNewPassword } from '@rxdesk/contract/rules/rules';
import { App, Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { usePharmacistMethod } from '../api/get-pharmacist-method.ts';
import { useSetAuditPassword, type AuditPasswordInput } from '../api/set-audit-password.ts';
import { PharmacistDialogBody } from './pharmacist-dialog-body.tsx';
import { confirmRule } from '../../../shared/forms/confirm-rule.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

const FIELDS = { old_password: 'oldPassword', password: 'password', rep_password: 'repPassword' };

/** §2 修改审方密码 (pharmacists only): the current audit password once one is set, then the new
 * one twice (§5 new-password rule). */
export function AuditPasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<AuditPasswordInput>();
  const method = usePharmacistMethod(open);
  const save = useSetAuditPassword();

  async function submit(values: AuditPasswordInput) {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showSubmitError(form, error, FIELDS);
      return;
    }
    void message.success(t('prescription.pharmacist.success'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('prescription.pharmacist.auditPasswordTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !method.data }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <PharmacistDialogBody method={method}>
        {({ has_audit_password }) => (
          <Form<AuditPasswordInput>
            form={form}
            name="audit-password"
            layout="vertical"
            autoComplete="off"
            onFinish={(values) => void submit(values)}
            onFinishFailed={() => void message.error(ruleMessage('rule.formInvalid'))}
          >
            {has_audit_password === 1 ? (
              <Form.Item
                name="oldPassword"
                label={t('prescription.pharmacist.oldAuditPassword')}
                rules={[{ required: true, message: t('prescription.pharmacist.oldAuditPasswordRequired') }]}
              >
                <Input.Password
                  autoFocus
                  autoComplete="off"
                  placeholder={t('prescription.pharmacist.oldAuditPasswordPlaceholder')}
                />
              </Form.Item>
            ) : (
              <Alert
                style={{ marginBottom: 16 }}
                type="info"
                showIcon
                title={t('prescription.pharmacist.firstTimeHint')}
              />
            )}
            <Form.Item
              name="password"
              label={t('prescription.pharmacist.newAuditPassword')}
              required
              rules={[
                {
                  validator: (_rule, value?: string) =>
                    value && isNewPassword(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(ruleMessage('rule.newPassword'))),
                },
              ]}
            >
              <Input.Password
                autoFocus={has_audit_password !== 1}
                autoComplete="new-password"
                maxLength={20}
                placeholder={t('prescription.pharmacist.newAuditPasswordPlaceholder')}
              />
            </Form.Item>
            <Form.Item
              name="repPassword"
              label={t('prescription.pharmacist.confirmAuditPassword')}
              required
              dependencies={['password']}
              rules={[confirmRule('password', ruleMessage)]}
            >
              <Input.Password
                autoComplete="new-password"
                maxLength={20}
                placeholder={t('prescription.pharmacist.confirmAuditPasswordPlaceholder')}
                onPressEnter={() => form.submit()}
              />
            </Form.Item>
          </Form>
        )}
      </PharmacistDialogBody>
    </Modal>
  );
}
