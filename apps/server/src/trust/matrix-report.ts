import type { MatrixResult } from './access-matrix.ts';

/** The matrix as text: one line per route, one column per caller (the status it got, `·` where the
 * caller does not apply, `!` after an unexpected status, `LEAK` for a leak), then the totals. */
export function matrixReport(result: MatrixResult): string {
  const callers = [...new Set(result.cells.map((c) => c.caller))];
  const byRoute = new Map<string, Map<string, string>>();
  for (const c of result.cells) {
    const row = byRoute.get(c.route) ?? new Map<string, string>();
    row.set(c.caller, `${c.status}${c.unexpected ? '!' : ''}${c.leak ? ' LEAK' : ''}`);
    byRoute.set(c.route, row);
  }
  const width = Math.max(...[...byRoute.keys()].map((r) => r.length), 5);
  const lines = [[''.padEnd(width), ...callers.map((c) => c.padStart(13))].join(' ')];
  for (const [route, row] of byRoute)
    lines.push([route.padEnd(width), ...callers.map((c) => (row.get(c) ?? '·').padStart(13))].join(' '));
  const kinds = new Map<string, number>();
  for (const r of result.routes) kinds.set(r.access.kind, (kinds.get(r.access.kind) ?? 0) + 1);
  const leaks = result.cells.filter((c) => c.leak);
  const unexpected = result.cells.filter((c) => c.unexpected);
  lines.push(
    `routes: ${result.routes.length} (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}), unclassified: ${result.unclassified.length}`,
    `cells checked: ${result.cells.length}, leaks: ${leaks.length}, unexpected statuses: ${unexpected.length}`,
    ...leaks.map((c) => `  LEAK ${c.route} as ${c.caller}: ${c.leak}`),
    ...unexpected.map(
      (c) => `  UNEXPECTED ${c.route} as ${c.caller}: expected ${c.expected}, got ${c.status} ${c.code}`,
    ),
  );
  return lines.join('\n');
}
