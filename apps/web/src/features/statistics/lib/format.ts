/** Yuan with two decimals and thousands separators (§9 price display); the API sends yuan numbers. */
export function yuan(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A count with thousands separators. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

/** Change against the previous period as a signed percentage, or undefined when there was nothing
 * before (a rise from zero has no percentage). */
export function changePercent(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
