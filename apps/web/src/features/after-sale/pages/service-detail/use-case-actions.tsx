import type { AfterSaleDetail, ServiceAction } from '@rxdesk/contract/after-sale/after-sale';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../shared/feedback/feedback.ts';
import { CaseActionDialog } from './case-action-dialogs.tsx';

interface Running {
  action: ServiceAction;
  open: boolean;
}

/**
 * Runs the actions of one case: `start('approve')` opens that action's dialog; on success it says
 * 操作成功 (§8, 5 s) and closes, and the case, its order and the lists refetch (the mutation
 * hooks invalidate them). One action at a time.
 */
export function useCaseActions(detail: AfterSaleDetail | undefined): {
  start: (action: ServiceAction) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const [running, setRunning] = useState<Running | null>(null);
  const start = useCallback((action: ServiceAction) => setRunning({ action, open: true }), []);
  const close = () => setRunning((current) => current && { ...current, open: false });

  const dialog =
    running && detail ? (
      <CaseActionDialog
        key={`${detail.service_sn}:${running.action}`}
        action={running.action}
        detail={detail}
        open={running.open}
        onDone={() => {
          toast.success(t('after-sale.actions.success'));
          close();
        }}
        onCancel={close}
        afterClose={() => setRunning((current) => (current && !current.open ? null : current))}
      />
    ) : null;
  return { start, dialog };
}
