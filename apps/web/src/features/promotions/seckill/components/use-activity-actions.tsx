import { activityCloseBody } from '@rxdesk/contract/promotions/seckill';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../../shared/components/dialogs/reason-dialog.tsx';
import { openModal, toast } from '../../../../shared/feedback/feedback.ts';
import { useActivityAction } from '../api/activity-action.ts';
import type { ActivityKind } from '../api/activity-keys.ts';

/** Delete (with a confirm) and close (with a reason; final) for an activity kind's list;
 * `closeNotice` says what closing does when it does more than the shared notice. */
export function useActivityActions(kind: ActivityKind, closeNotice?: string) {
  const { t } = useTranslation();
  const k = (key: string, o?: Record<string, unknown>) => t(`promotions.activity.${key}`, o);
  const action = useActivityAction(kind);
  const [closing, setClosing] = useState<number | null>(null);

  const remove = (row: { id: number; title: string }) =>
    void openModal('confirm', {
      title: k('deleteTitle'),
      content: k('deleteConfirm', { title: row.title }),
      okText: k('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await action.mutateAsync({ id: row.id, action: 'delete' });
          toast.success(k('deleted'));
        } catch {
          // Not silent: the client has shown the server's reason.
        }
      },
    });

  const closeDialog = (
    <ReasonDialog
      name="activity-close"
      title={k('closeTitle')}
      label={k('closeLabel')}
      notice={closeNotice ?? k('closeNotice')}
      noticeType="warning"
      rule={activityCloseBody.shape.reason}
      open={closing !== null}
      submitting={action.isPending}
      onSubmit={async ({ reason }) => {
        await action.mutateAsync({ id: closing!, action: 'close', reason });
        toast.success(k('closed'));
        setClosing(null);
      }}
      onCancel={() => setClosing(null)}
    />
  );
  return { remove, close: (row: { id: number }) => setClosing(row.id), closeDialog };
}
