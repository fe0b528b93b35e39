import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';

/** The new key's secret, shown this once: the server keeps only its hash. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('settingsExtras.apiKeys.copied'));
    } catch {
      // No clipboard (an http page): the field stays selectable.
    }
  }
  return (
    <Modal
      open={secret !== null}
      title={t('settingsExtras.apiKeys.secretTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('settingsExtras.apiKeys.secretDone')}
        </Button>
      }
      width={560}
    >
      <Alert
        type="warning"
        showIcon
        title={t('settingsExtras.apiKeys.secretHint')}
        style={{ marginBottom: 12 }}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={secret ?? ''}
          data-testid="api-key-secret"
          onFocus={(e) => e.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('settingsExtras.apiKeys.copy')}
        </Button>
      </Space.Compact>
    </Modal>
  );
}
