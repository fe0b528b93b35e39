import '@rxdesk/contract/settings/settings-extras-messages';
import { PlusOutlined } from '@ant-design/icons';
import type { ApiKey } from '@rxdesk/contract/settings/api-keys';
import { Alert, Button, Card, Flex, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../shared/components/dialogs/confirm-dialog.tsx';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useCreateApiKey } from './api/create-api-key.ts';
import { useApiKeys } from './api/get-api-keys.ts';
import { useRevokeApiKey } from './api/revoke-api-key.ts';
import { useUpdateApiKey } from './api/update-api-key.ts';
import { ApiKeyDialog, type ApiKeyValues } from './components/api-key-dialog.tsx';
import { ApiKeysTable } from './components/api-keys-table.tsx';
import { SecretDialog } from './components/secret-dialog.tsx';

/** API 密钥 (api-keys, founder only on the server): create (secret shown once), rename, scopes,
 * revoke after a confirmation. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const list = useApiKeys();
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const revoke = useRevokeApiKey();
  // undefined: closed; null: creating; a key: editing it.
  const [editing, setEditing] = useState<ApiKey | null | undefined>(undefined);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [revokeOpen, setRevokeOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  async function submit(values: ApiKeyValues) {
    if (editing === null) {
      const created = await create.mutateAsync(values);
      setEditing(undefined);
      setSecret(created.secret);
      return;
    }
    if (!editing) return;
    if (values.name !== editing.name)
      await update.mutateAsync({ id: editing.id, kind: 'name', name: values.name });
    const scopesChanged = [...values.scopes].sort().join() !== [...editing.scopes].sort().join();
    if (editing.revoked_at === null && scopesChanged)
      await update.mutateAsync({ id: editing.id, kind: 'scopes', scopes: values.scopes });
    setEditing(undefined);
    toast.success(t('settingsExtras.saved'));
  }

  if (list.isError)
    return (
      <Result
        status="error"
        title={t('settingsExtras.loadFailed')}
        extra={<Button onClick={() => void list.refetch()}>{t('settingsExtras.retry')}</Button>}
      />
    );

  return (
    <Card>
      <Flex justify="space-between" align="start" gap={16} style={{ marginBottom: 12 }}>
        <Alert type="info" showIcon title={t('settingsExtras.apiKeys.hint')} style={{ flex: 1 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('settingsExtras.apiKeys.create')}
        </Button>
      </Flex>
      <ApiKeysTable
        keys={list.data ?? []}
        loading={list.isPending}
        onEdit={(k) => setEditing(k)}
        onRevoke={(k) => {
          setRevoking(k);
          setRevokeOpen(true);
        }}
      />
      <ApiKeyDialog
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        open={editing !== undefined}
        apiKey={editing ?? null}
        submitting={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setEditing(undefined)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmActionDialog
        open={revokeOpen}
        danger
        title={t('settingsExtras.apiKeys.revokeTitle')}
        content={t('settingsExtras.apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}
        submitting={revoke.isPending}
        run={() => revoke.mutateAsync(revoking!.id)}
        onDone={() => {
          setRevokeOpen(false);
          toast.success(t('settingsExtras.done'));
        }}
        onCancel={() => setRevokeOpen(false)}
        afterClose={() => setRevoking(null)}
      />
    </Card>
  );
}
