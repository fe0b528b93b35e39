import type { PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/feedback/feedback.ts';
import { useSendWechatMsg, type WechatMsgType } from '../api/send-wechat-msg.ts';

/** Sends a row's buyer reminder and says so; a failure (WeChat not configured, no binding…) was
 * toasted by the client with the server's words. */
export function useRemind(): (row: PrescriptionOrderRow, type: WechatMsgType) => void {
  const { t } = useTranslation();
  const { mutateAsync } = useSendWechatMsg();
  return useCallback(
    (row, type) => {
      mutateAsync({ sn: row.sn, type }).then(
        () => toast.success(t('prescription.actions.reminded', { sn: row.sn })),
        () => undefined,
      );
    },
    [mutateAsync, t],
  );
}
