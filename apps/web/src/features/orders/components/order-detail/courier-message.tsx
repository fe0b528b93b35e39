import { courierMessageBody } from '@rxdesk/contract/orders/orders';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  /** The server allows courierMessage for the order's status. */
  editable: boolean;
  saving: boolean;
  /** Resolves when saved; the editor then closes. */
  onSave: (message: string) => Promise<void>;
}

const MAX = courierMessageBody.shape.courier_message.maxLength ?? 500;

/** The note for the courier or rider, edited in place. */
export function CourierMessage({ value, editable, saving, onSave }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Paragraph
          style={{ margin: 0, whiteSpace: 'pre-wrap' }}
          type={value ? undefined : 'secondary'}
          data-testid="courier-message"
        >
          {value || t('orders.courier.empty')}
        </Typography.Paragraph>
        {editable && (
          <Button size="small" onClick={() => setDraft(value)}>
            {t('orders.courier.edit')}
          </Button>
        )}
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        value={draft}
        maxLength={MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        autoFocus
        placeholder={t('orders.courier.placeholder')}
        aria-label={t('orders.detail.courier')}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Space>
        <Button
          type="primary"
          size="small"
          loading={saving}
          onClick={() =>
            void onSave(draft.trim()).then(
              () => setDraft(null),
              () => undefined,
            )
          }
        >
          {t('orders.courier.save')}
        </Button>
        <Button size="small" disabled={saving} onClick={() => setDraft(null)}>
          {t('orders.courier.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
