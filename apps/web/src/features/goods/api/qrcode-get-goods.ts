import type { Page } from '@rxdesk/contract/common/paging';
import type { QrcodeGoods } from '@rxdesk/contract/goods/qrcode';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { qrcodeKeys } from './qrcode-keys.ts';

export interface QrcodeListParams {
  page_no: number;
  page_size: number;
  keyword?: string;
}

/** GET seller/goods/qrcodes — on-sale approved goods with the page their code opens. */
export function getQrcodeGoods(params: QrcodeListParams): Promise<Page<QrcodeGoods>> {
  return apiClient.get<Page<QrcodeGoods>>('seller/goods/qrcodes', { params });
}

export const qrcodeGoodsQueryOptions = (params: QrcodeListParams) =>
  queryOptions({
    queryKey: qrcodeKeys.list(params),
    queryFn: () => getQrcodeGoods(params),
    placeholderData: keepPreviousData,
  });

export function useQrcodeGoods(params: QrcodeListParams) {
  return useQuery(qrcodeGoodsQueryOptions(params));
}
