import type { QrcodeListParams } from './qrcode-get-goods.ts';

/** Query keys of the promotion codes screen. */
export const qrcodeKeys = {
  all: ['goods', 'qrcode'] as const,
  list: (params: QrcodeListParams) => [...qrcodeKeys.all, 'list', params] as const,
  png: (goodsId: number, size: number) => [...qrcodeKeys.all, 'png', goodsId, size] as const,
};
