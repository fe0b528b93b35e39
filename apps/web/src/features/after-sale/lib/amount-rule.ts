import { parseYuanToFen } from '@rxdesk/contract/rules/rules';

/* §5 money rule for the approved refund amount, plus the case's own limit: more than 0 and not
 * above what can still be refunded. The keys are the contract's, so the dialog says exactly what
 * the server would. */

export type AmountProblem =
  | { key: 'rule.required' }
  | { key: 'rule.money' }
  | { key: 'error.afterSale.amountZero' }
  | { key: 'error.afterSale.amountTooHigh'; params: { max: string } };

/** Yuan as the server writes it in messages: two decimals, no symbol. */
function yuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** null when `input` (yuan as typed) is an amount the case may refund, else what is wrong. */
export function approvedAmountProblem(input: string, refundableYuan: number): AmountProblem | null {
  const text = input.trim();
  if (text === '') return { key: 'rule.required' };
  const fen = parseYuanToFen(text);
  if (fen === undefined) return { key: 'rule.money' };
  if (fen === 0) return { key: 'error.afterSale.amountZero' };
  // The refundable amount comes from the server as a 2-decimal yuan number.
  const maxFen = parseYuanToFen(refundableYuan) ?? Math.round(refundableYuan * 100);
  if (fen > maxFen) return { key: 'error.afterSale.amountTooHigh', params: { max: yuanText(maxFen) } };
  return null;
}
