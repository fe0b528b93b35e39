import { hasNoLeadingSpace } from '@rxdesk/contract/rules/rules';
import { Button, Form, Input, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/dialogs/form-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useRuleMessage } from '../../../shared/hooks/use-rule-message.ts';
import { useCreateRole, type RoleInput } from '../api/create-role.ts';
import { useRole } from '../api/get-role.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { PermissionTreeField } from './permission-tree-field.tsx';

interface Props {
  open: boolean;
  /** null: add a role; else the role being edited (read fresh when the dialog opens). */
  roleId: number | null;
  onClose: () => void;
}

const FIELDS = { role_name: 'role_name', permissions: 'permissions' };

/** Add or edit a role: its name and the menus it may use. */
export function RoleFormDialog({ open, roleId, onClose }: Props) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<RoleInput>();
  const detail = useRole(roleId, open);
  const create = useCreateRole();
  const update = useUpdateRole();
  const adding = roleId === null;
  const role = adding ? null : detail.data;

  async function submit(values: RoleInput) {
    const input = { role_name: values.role_name, permissions: values.permissions ?? [] };
    if (roleId === null) await create.mutateAsync(input);
    else await update.mutateAsync({ ...input, roleId });
    toast.success(t('clerks.saved'));
    onClose();
  }

  const placeholder = adding ? undefined : detail.isError ? (
    <Result
      status="warning"
      title={t('clerks.role.loadFailed')}
      extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
    />
  ) : !detail.isSuccess ? (
    <Skeleton active paragraph={{ rows: 5 }} />
  ) : undefined;

  return (
    <FormDialog<RoleInput>
      form={form}
      name="role-form"
      title={adding ? t('clerks.role.addTitle') : t('clerks.role.editTitle')}
      serverFields={FIELDS}
      initialValues={{ role_name: role?.role_name ?? '', permissions: role?.permissions ?? [] }}
      placeholder={placeholder}
      open={open}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="role_name"
        label={t('clerks.role.name')}
        required
        rules={[
          {
            validator: (_rule, value?: string) => {
              if (!value?.trim()) return Promise.reject(new Error(ruleMessage('rule.required')));
              if (!hasNoLeadingSpace(value))
                return Promise.reject(new Error(ruleMessage('rule.leadingSpace')));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input autoFocus maxLength={30} showCount placeholder={t('clerks.role.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="permissions"
        label={t('clerks.role.permissions')}
        extra={t('clerks.role.permissionsHint')}
      >
        <PermissionTreeField />
      </Form.Item>
    </FormDialog>
  );
}
