import type { StockBatch } from '@rxdesk/contract/goods/stock';
import { dateStringToUnix } from '@rxdesk/contract/common/date-format';

const DAY = 86400;

/** A batch row as the stock screens read it. */
export interface BatchRow {
  batch_id: number;
  sku_id: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  quantity: number;
  created_at: number;
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); null for an unknown date. */
function daysBetween(today: string, date: string): number | null {
  const a = dateStringToUnix(today);
  const b = dateStringToUnix(date);
  return a === undefined || b === undefined ? null : Math.round((b - a) / DAY);
}

/** A batch with its days to expiry and flags: expired before `today` (locked, never sold), near
 * expiry within `nearDays` (the shop's near_expiry_days). */
export function toBatch(b: BatchRow, today: string, nearDays: number): StockBatch {
  const days = b.expiry_date ? daysBetween(today, b.expiry_date) : null;
  const expired = days !== null && days < 0;
  return {
    batch_id: b.batch_id,
    sku_id: b.sku_id,
    batch_no: b.batch_no,
    production_date: b.production_date,
    expiry_date: b.expiry_date,
    quantity: b.quantity,
    days_to_expiry: days,
    expired: expired ? 1 : 0,
    near_expiry: !expired && days !== null && days <= nearDays ? 1 : 0,
    create_time: b.created_at,
  };
}
