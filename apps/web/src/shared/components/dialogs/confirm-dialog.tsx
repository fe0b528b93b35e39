import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRequestError } from '../../http/report-error.ts';

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

/**
 * Confirmation of an action that then runs it: `onDone` with its answer, or, when the server
 * refuses (409: it changed meanwhile), its message as a toast and the dialog closed; the
 * refetched screen shows what is possible now.
 */
export function ConfirmActionDialog<T>({
  run,
  onDone,
  ...dialog
}: Omit<Props, 'onConfirm'> & { run: () => Promise<T>; onDone: (result: T) => void }) {
  async function confirm() {
    try {
      onDone(await run());
    } catch (error) {
      reportRequestError(error);
      dialog.onCancel();
    }
  }
  return <ConfirmDialog {...dialog} onConfirm={() => void confirm()} />;
}
