import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import type { OrderActionId } from '../../lib/order-actions.ts';
import type { ActionTarget } from './action-props.ts';

const ActionDialog = lazy(async () => ({ default: (await import('./action-dialog.tsx')).ActionDialog }));

interface Running {
  target: ActionTarget;
  action: OrderActionId;
  open: boolean;
}

/**
 * Runs order actions for a page: `start(order, 'setout')` opens that action's dialog; on
 * success it says 操作成功 (§8, 5 s) and closes, and the order's queries refetch (the mutation
 * hooks invalidate the whole orders area). One action at a time.
 */
export function useOrderActions(): {
  start: (target: ActionTarget, action: OrderActionId) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const start = useCallback(
    (target: ActionTarget, action: OrderActionId) => setRunning({ target, action, open: true }),
    [],
  );
  const close = () => setRunning((current) => current && { ...current, open: false });

  const dialog = running ? (
    <Suspense fallback={null}>
      <ActionDialog
        key={`${running.target.sn}:${running.action}`}
        action={running.action}
        target={running.target}
        open={running.open}
        onDone={() => {
          toast.success(t('orders.actions.success'));
          close();
        }}
        onCancel={close}
        afterClose={() => setRunning((current) => (current && !current.open ? null : current))}
      />
    </Suspense>
  ) : null;
  return { start, dialog };
}
