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

/** Yes/no confirmation of an action that needs no input (pay an order, retry a refund…). */
export function ConfirmDialog({
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
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
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
