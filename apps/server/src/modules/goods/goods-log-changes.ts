import { fieldChanges, type FieldChanges } from '../../platform/audit/operation-log.ts';
import { yuanText } from '../../platform/money.ts';

/** Money columns: the log shows them in yuan, as the form does. */
const MONEY = new Set(['market_price', 'cost_price', 'price']);
/** Long texts (rich-text descriptions, the package insert, image lists) are clipped in the log:
 * it records that they changed, not a second copy of the page. */
const CLIP = 120;

const shown = (key: string, v: unknown) =>
  MONEY.has(key) && typeof v === 'number'
    ? yuanText(v)
    : typeof v === 'string' && v.length > CLIP
      ? `${v.slice(0, CLIP)}…`
      : v;

/** The goods columns an edit changes, before and after, as the operation log keeps them. */
export function goodsFieldChanges(before: object, after: Record<string, unknown>): FieldChanges {
  const out: FieldChanges = {};
  for (const [k, c] of Object.entries(fieldChanges(before as Record<string, unknown>, after)))
    out[k] = { from: shown(k, c.from), to: shown(k, c.to) };
  return out;
}
