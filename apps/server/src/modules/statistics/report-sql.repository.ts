import { sql, type RawBuilder } from 'kysely';
import type { ResolvedPeriod } from '@rxdesk/contract/statistics/period';
import { periodSpans } from './period-spans.ts';

/** What the report repositories share: a period, a result row, and numbers out of sums (they come
 * back as strings on PostgreSQL). */
export type Period = Pick<ResolvedPeriod, 'start_date' | 'end_date'>;
export type Row = Record<string, unknown>;
export type Figures = Record<string, number>;

export const num = (rows: Row[]): Figures[] =>
  rows.map(
    (r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' &&
          k !== 'day' &&
          k !== 'label' &&
          k !== 'goods_name' &&
          k !== 'goods_code' &&
          k !== 'name'
            ? Number(v)
            : v,
        ]),
      ) as Figures,
  );

/** The rows of a day table with a month twin, over a period: day rows of the edge days and
 * month rows of the whole months, same columns (`cols`). */
export function spanUnion(table: string, shopId: number, period: Period, cols: string[]): RawBuilder<Row> {
  const spans = periodSpans(period);
  const list = sql.join(cols.map((c) => sql.ref(c)));
  const parts: RawBuilder<unknown>[] = spans.dayRanges.map(
    ([a, b]) =>
      sql`select ${list} from ${sql.table(table)} where shop_id = ${shopId} and day >= ${a} and day <= ${b}`,
  );
  if (spans.months) {
    const [a, b] = spans.months;
    parts.push(
      sql`select ${list} from ${sql.table(`${table}_months`)} where shop_id = ${shopId} and month >= ${a} and month <= ${b}`,
    );
  }
  return sql<Row>`(${sql.join(parts, sql` union all `)})`;
}
