import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import { clerkCreateBody } from '@rxdesk/contract/clerks/clerks';
import { isMobile, isPassword } from '@rxdesk/contract/rules/rules';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePredicateRule, useSchemaRule } from '../../../shared/forms/schema-rule.ts';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { useCreateClerk } from '../api/create-clerk.ts';
import { useUpdateClerk } from '../api/update-clerk.ts';
import type { RoleOption } from '../lib/role-options.ts';
import { ConfirmPasswordItem } from '../../../shared/forms/confirm-password-item.tsx';

interface ClerkFormValues {
  username: string;
  real_name?: string;
  mobile: string;
  password: string;
  confirm: string;
  role_id: number;
  pharmacist: boolean;
  wecom_userid?: string;
}

interface Props {
  open: boolean;
  /** null: add a clerk; else edit this one. */
  clerk: Clerk | null;
  roles: RoleOption[];
  onClose: () => void;
}

const FIELDS = {
  username: 'username',
  real_name: 'real_name',
  mobile: 'mobile',
  password: 'password',
  role_id: 'role_id',
  wecom_userid: 'wecom_userid',
};

/** Add or edit a clerk. Username and password only when adding (the list resets passwords). */
export function ClerkFormDialog({ open, clerk, roles, onClose }: Props) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const schemaRule = useSchemaRule();
  const predicateRule = usePredicateRule();
  const [form] = Form.useForm<ClerkFormValues>();
  const create = useCreateClerk();
  const update = useUpdateClerk();
  const adding = clerk === null;

  const initialValues: Partial<ClerkFormValues> = clerk
    ? {
        username: clerk.username,
        real_name: clerk.real_name,
        mobile: clerk.mobile,
        role_id: clerk.role_id,
        pharmacist: clerk.pharmacist === 1,
        wecom_userid: clerk.wecom_userid,
      }
    : { pharmacist: false };

  async function submit(values: ClerkFormValues) {
    if (clerk) await update.mutateAsync({ ...values, clerkId: clerk.clerk_id });
    else await create.mutateAsync(values);
    toast.success(t('clerks.saved'));
    onClose();
  }

  return (
    <FormDialog<ClerkFormValues>
      form={form}
      name="clerk-form"
      width={640}
      title={adding ? t('clerks.clerk.addTitle') : t('clerks.clerk.editTitle')}
      serverFields={FIELDS}
      initialValues={initialValues}
      clearOnDestroy
      open={open}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="username"
            label={t('clerks.clerk.username')}
            required={adding}
            validateFirst
            rules={
              adding
                ? [
                    { required: true, whitespace: true, message: ruleMessage('rule.required') },
                    schemaRule(clerkCreateBody.shape.username),
                  ]
                : []
            }
          >
            <Input
              autoFocus={adding}
              disabled={!adding}
              maxLength={32}
              placeholder={t('clerks.clerk.usernamePlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="real_name" label={t('clerks.clerk.realName')}>
            <Input autoFocus={!adding} maxLength={30} placeholder={t('clerks.clerk.realNamePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="mobile"
            label={t('clerks.clerk.mobile')}
            required
            rules={[predicateRule(isMobile, 'rule.mobile')]}
          >
            <Input inputMode="numeric" maxLength={12} placeholder={t('clerks.clerk.mobilePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="role_id"
            label={t('clerks.clerk.role')}
            rules={[{ required: true, message: t('clerks.clerk.roleRequired') }]}
          >
            <Select
              options={roles}
              placeholder={t('clerks.clerk.rolePlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        {adding && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item
                name="password"
                label={t('clerks.clerk.password')}
                required
                rules={[predicateRule(isPassword, 'rule.password')]}
              >
                <Input.Password
                  autoComplete="new-password"
                  maxLength={20}
                  placeholder={t('clerks.clerk.passwordPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <ConfirmPasswordItem
                name="confirm"
                label={t('clerks.clerk.confirmPassword')}
                placeholder={t('clerks.clerk.confirmPasswordPlaceholder')}
                required
              />
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="wecom_userid" label={t('clerks.clerk.wecomUserid')}>
            <Input maxLength={64} placeholder={t('clerks.clerk.wecomUseridPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="pharmacist"
            label={t('clerks.clerk.pharmacist')}
            valuePropName="checked"
            extra={t('clerks.clerk.pharmacistHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
