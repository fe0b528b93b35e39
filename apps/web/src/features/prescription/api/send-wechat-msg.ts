import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { prescriptionKeys } from './prescription-keys.ts';

/** 1 medication reminder, 2 upload follow-up voucher reminder. */
export type WechatMsgType = 1 | 2;

export interface WechatMsgResult {
  sn: string;
  type: number;
  sent_at: number;
}

/** GET seller/prescription/prescriptionOrder/wechatMsg?sn=&type= — a WeChat template message to
 * the buyer. The server answers 503 when WeChat is not configured: that toast is the truth. */
export function sendWechatMsg({ sn, type }: { sn: string; type: WechatMsgType }): Promise<WechatMsgResult> {
  return apiClient.get<WechatMsgResult>('seller/prescription/prescriptionOrder/wechatMsg', {
    params: { sn, type },
  });
}

/** The row's last reminder time changes: lists and details are read again. */
export function useSendWechatMsg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWechatMsg,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: prescriptionKeys.orders() }),
  });
}
