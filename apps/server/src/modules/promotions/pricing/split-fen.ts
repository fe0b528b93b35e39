/** Splits `total` fen over lines in proportion to `weights` (largest remainder, ties to the earlier
 * line), so the shares sum exactly to `total` and — with total ≤ Σ weights — no share exceeds its
 * weight. BigInt because fen × fen can pass 2^53 on large orders. */
export function splitFen(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const t = BigInt(total);
  const all = BigInt(sum);
  const parts = weights.map((w, i) => {
    const p = t * BigInt(w);
    return { i, share: Number(p / all), rest: p % all };
  });
  let left = total - parts.reduce((s, p) => s + p.share, 0);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left <= 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.share);
}
