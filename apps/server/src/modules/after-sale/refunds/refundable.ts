/** How much an after-sale case may refund (README "After-sale cases: amounts"). Pure, in fen.
 *
 * What the buyer paid (paid_amount: goods − discount − adjustment + shipping) is shared out over
 * the order's lines in proportion to what each line was paid for (its subtotal less the promotion
 * shares it took at intake, issue 22), so discounts and shipping travel with the goods, a line's
 * own discount stays with it, and a full return gives everything back. A case line may refund its units' part of that
 * share, never more than what is left of the line after earlier cases; the case as a whole never
 * more than what is left of the order after every earlier refund. */

/** Splits `total` over `weights` in proportion, in whole fen, summing exactly to `total`
 * (largest remainder: the fen lost to rounding go to the biggest fractions, earliest first). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left -= 1;
  }
  return floors;
}

export interface OrderLine {
  id: number;
  subtotal: number;
  num: number;
}

/** Each line's share of what was paid, by line id. `off`: each line's promotion shares (fen); a
 * line without any weighs its subtotal. Lines that were all discounted away fall back to subtotals
 * (what is left to share is then shipping only). */
export function paidShares(
  paidAmount: number,
  lines: readonly OrderLine[],
  off: ReadonlyMap<number, number> = new Map(),
): Map<number, number> {
  const pay = lines.map((l) => Math.max(0, l.subtotal - (off.get(l.id) ?? 0)));
  const weights = pay.some((p) => p > 0) ? pay : lines.map((l) => l.subtotal);
  const shares = allocate(paidAmount, weights);
  return new Map(lines.map((l, i) => [l.id, shares[i] as number]));
}

/** The most `num` units of a line may refund now: their part of the line's share, capped by
 * what earlier cases left of the line. */
export function lineRefundable(share: number, orderNum: number, num: number, earlier: number): number {
  const left = Math.max(0, share - earlier);
  if (num >= orderNum) return left;
  return Math.min(left, Math.floor((share * num) / orderNum));
}

/** The case's cap: its lines' caps, and never beyond what the order still has unrefunded. */
export function caseRefundable(
  lineCaps: readonly number[],
  paidAmount: number,
  refundedOnOrder: number,
): number {
  const lines = lineCaps.reduce((a, b) => a + b, 0);
  return Math.max(0, Math.min(lines, paidAmount - refundedOnOrder));
}
