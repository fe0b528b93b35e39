import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * Promotion codes (推广码): a QR code per approved goods item pointing to its mini-program page,
 * generated on the server (no partner call) and downloadable as a PNG for posters.
 */

export const QRCODE_SIZE_MIN = 200;
export const QRCODE_SIZE_MAX = 1000;
/** WeChat's own mini-program codes default to 430 px. */
export const QRCODE_SIZE_DEFAULT = 430;

/** GET /api/seller/goods/{goods_id}/qrcode.png */
export const qrcodeParams = z.object({ goods_id: z.coerce.number().int().positive().max(2147483647) });
export const qrcodeQuery = z.object({
  size: z.coerce
    .number({ error: 'rule.qrcodeSize' })
    .int('rule.qrcodeSize')
    .min(QRCODE_SIZE_MIN, 'rule.qrcodeSize')
    .max(QRCODE_SIZE_MAX, 'rule.qrcodeSize')
    .default(QRCODE_SIZE_DEFAULT),
});
/** The PNG's bytes. */
export const qrcodePng = z.unknown();

/** GET /api/seller/goods/qrcodes: on-sale, approved goods with the page their code opens. */
export const qrcodeListQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
});

export const qrcodeGoods = z.object({
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  specs: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  /** What the code holds: MINIPROGRAM_PAGE_BASE followed by the goods id. */
  page_path: z.string(),
});
export type QrcodeGoods = z.infer<typeof qrcodeGoods>;
