import { parseYuanToFen } from '@rxdesk/contract/rules/rules';
import { invalidField } from './http/app-error.ts';

// Money is the one formatting every area shares: fen inside, yuan at the edges. Nothing else
// defines these conversions (areas import them from here).

/** Fen inside, yuan with two decimals at the API edge (DESIGN.md §3). */
export function fenToYuan(fen: number): number {
  return Math.round(fen) / 100;
}

/** Yuan as text with two decimals, for log lines and messages (`¥12.50`). */
export function yuanText(fen: number): string {
  return fenToYuan(fen).toFixed(2);
}

/** Parses a yuan amount from the client into fen, refusing anything but ≤ 2 decimals ≥ 0. */
export function yuanField(field: string, value: string | number): number {
  const fen = parseYuanToFen(value);
  if (fen === undefined) throw invalidField(field, 'rule.money');
  return fen;
}
