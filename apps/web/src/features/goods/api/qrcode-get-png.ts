import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { qrcodeKeys } from './qrcode-keys.ts';

/** GET seller/goods/{goods_id}/qrcode.png?size= — the code as PNG bytes. Read through the API
 * client (an <img> cannot send the access token). */
export function getQrcodePng(goodsId: number, size: number): Promise<Blob> {
  return apiClient.get<Blob>(`seller/goods/${goodsId}/qrcode.png`, {
    params: { size },
    responseType: 'blob',
  });
}

/** The code of one goods item for a preview; the server keeps it an hour, so may we. */
export function useQrcodePng(goodsId: number, size: number) {
  return useQuery({
    queryKey: qrcodeKeys.png(goodsId, size),
    queryFn: () => getQrcodePng(goodsId, size),
    staleTime: 3_600_000,
  });
}
