import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  content: ReactNode;
  danger?: boolean;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  afterClose: () => void;
}

/** Yes/no confirmation of an order action that needs no input (pay, rog, auth-cancel…). */
export function ConfirmActionDialog({
  open,
  title,
  content,
  danger,
  submitting,
  onConfirm,
  onCancel,
  afterClose,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={
        <span>
          <ExclamationCircleFilled
            aria-hidden
            style={{ color: danger ? '#ff4d4f' : '#faad14', marginInlineEnd: 8 }}
          />
          {title}
        </span>
      }
      okText={t('orders.dialogs.ok')}
      cancelText={t('orders.dialogs.cancel')}
      okButtonProps={{ danger, autoFocus: true }}
      confirmLoading={submitting}
      onOk={onConfirm}
      onCancel={onCancel}
      afterClose={afterClose}
      mask={{ closable: !submitting }}
      width={440}
    >
      <p>{content}</p>
    </Modal>
  );
}
