import type { Role } from '@rxdesk/contract/clerks/clerks';
import { hasNoLeadingSpace } from '@rxdesk/contract/rules/rules';
import { App, Button, Form, Input, Modal, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSubmitError } from '../../../shared/forms/server-field-error.ts';
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
  const { message } = App.useApp();
  const ruleMessage = useRuleMessage();
  const [form] = Form.useForm<RoleInput>();
  const detail = useRole(roleId, open);
  const create = useCreateRole();
  const update = useUpdateRole();
  const adding = roleId === null;
  const ready = adding || detail.isSuccess;

  async function submit(values: RoleInput) {
    const input = { role_name: values.role_name, permissions: values.permissions ?? [] };
    try {
      if (roleId === null) await create.mutateAsync(input);
      else await update.mutateAsync({ ...input, roleId });
    } catch (error) {
      showSubmitError(form, error, FIELDS);
      return;
    }
    void message.success(t('clerks.saved'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={adding ? t('clerks.role.addTitle') : t('clerks.role.editTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {detail.isError ? (
        <Result
          status="warning"
          title={t('clerks.role.loadFailed')}
          extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : !ready ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <RoleForm
          form={form}
          role={adding ? null : detail.data}
          onSubmit={(values) => void submit(values)}
          onInvalid={() => void message.error(ruleMessage('rule.formInvalid'))}
        />
      )}
    </Modal>
  );
}

interface RoleFormProps {
  form: ReturnType<typeof Form.useForm<RoleInput>>[0];
  role: Role | null | undefined;
  onSubmit: (values: RoleInput) => void;
  onInvalid: () => void;
}

/** Mounted only once the role is there, so its values are the form's initial values. */
function RoleForm({ form, role, onSubmit, onInvalid }: RoleFormProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  return (
    <Form<RoleInput>
      form={form}
      name="role-form"
      layout="vertical"
      autoComplete="off"
      initialValues={{ role_name: role?.role_name ?? '', permissions: role?.permissions ?? [] }}
      onFinish={onSubmit}
      onFinishFailed={onInvalid}
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
    </Form>
  );
}
