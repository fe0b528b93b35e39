import {
  apiKeyCreateBody,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
} from '@rxdesk/contract/settings/api-keys';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '../../../../shared/components/dialogs/form-dialog.tsx';
import { useSchemaRule } from '../../../../shared/forms/schema-rule.ts';

export interface ApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
}

/** Create a key (name, scopes), or edit one (its name; its scopes while it is valid). */
export function ApiKeyDialog({
  apiKey,
  ...dialog
}: FormDialogProps<ApiKeyValues> & { apiKey: ApiKey | null }) {
  const { t } = useTranslation();
  const schemaRule = useSchemaRule();
  const [form] = Form.useForm<ApiKeyValues>();
  const revoked = apiKey?.revoked_at != null;
  return (
    <FormDialog<ApiKeyValues>
      {...dialog}
      form={form}
      name="api-key"
      title={apiKey ? t('settingsExtras.apiKeys.rename') : t('settingsExtras.apiKeys.create')}
      serverFields={{ name: 'name', scopes: 'scopes' }}
      initialValues={apiKey ? { name: apiKey.name, scopes: apiKey.scopes } : { name: '', scopes: ['orders'] }}
    >
      <Form.Item
        name="name"
        label={t('settingsExtras.apiKeys.form.name')}
        rules={[schemaRule(apiKeyCreateBody.shape.name)]}
      >
        <Input maxLength={40} placeholder={t('settingsExtras.apiKeys.form.namePlaceholder')} autoFocus />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('settingsExtras.apiKeys.form.scopes')}
        rules={[schemaRule(apiKeyCreateBody.shape.scopes)]}
      >
        <Checkbox.Group
          disabled={revoked}
          options={API_KEY_SCOPES.map((s) => ({ value: s, label: t(`settingsExtras.scopes.${s}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
