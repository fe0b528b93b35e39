import { unixToDateString } from '@rxdesk/contract/common/date-format';

/** Yuan with two decimals (the API sends yuan numbers). */
export const yuan = (n: number) => n.toFixed(2);

/** A period [start, end) as its first and last Shanghai day. */
export const periodText = (start: number, end: number) =>
  `${unixToDateString(start, 'yyyy-MM-dd')} ~ ${unixToDateString(end - 1, 'yyyy-MM-dd')}`;

export const timeText = (t: number | null) => (t === null ? '—' : unixToDateString(t));
