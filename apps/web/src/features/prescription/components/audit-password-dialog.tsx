import { isNewPassword } from '@rxdesk/contract/rules/rules';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { usePharmacistMethod } from '../api/get-pharmacist-method.ts';
import { useSetAuditPassword, type AuditPasswordInput } from '../api/set-audit-password.ts';
import { PharmacistDialogBody } from './pharmacist-dialog-body.tsx';
import { ConfirmPasswordItem } from '../../../shared/forms/confirm-password-item.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

const FIELDS = { old_password: 'oldPassword', password: 'password', rep_password: 'repPassword' };

/** §2 修改审方密码 (pharmacists only): the current audit password once one is set, then the new
 * one twice (§5 new-password rule). */
export function AuditPasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<AuditPasswordInput>();
  const method = usePharmacistMethod(open);
  const save = useSetAuditPassword();

  async function submit(values: AuditPasswordInput) {
    await save.mutateAsync(values);
    toast.success(t('prescription.pharmacist.success'));
    onClose();
  }

  return (
    <FormDialog<AuditPasswordInput>
      form={form}
      name="audit-password"
      title={t('prescription.pharmacist.auditPasswordTitle')}
      serverFields={FIELDS}
      okDisabled={!method.data}
      open={open}
      submitting={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <PharmacistDialogBody method={method}>
        {({ has_audit_password }) => (
          <>
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
            <ConfirmPasswordItem
              name="repPassword"
              label={t('prescription.pharmacist.confirmAuditPassword')}
              placeholder={t('prescription.pharmacist.confirmAuditPasswordPlaceholder')}
              required
              onPressEnter={() => form.submit()}
            />
          </>
        )}
      </PharmacistDialogBody>
    </FormDialog>
  );
}
