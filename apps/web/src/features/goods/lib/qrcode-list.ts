import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import type { QrcodeListParams } from '../api/qrcode-get-goods.ts';
import { QRCODE_LIST_PATH } from './extras-links.ts';

/* The promotion codes list: a keyword, kept in the address like every list's. */

export type QrcodeFilters = ListFilters<'ALL', Record<string, never>>;

export const qrcodeList = defineListFilters<
  'ALL',
  Record<string, never>,
  Omit<QrcodeListParams, 'page_no' | 'page_size'>
>({
  path: QRCODE_LIST_PATH,
  advanced: {},
});

/** The sizes a code may be downloaded at (the server takes 200-1000 px). */
export const QRCODE_DOWNLOAD_SIZES = [430, 600, 1000] as const;
