/* Prices travel as integer fen so that sums are exact; these helpers turn fen (or a yuan number
 * from a legacy field) into the §9 display form: ¥, two decimals, thousands separators. The digits
 * are built from integer division, never from toFixed on a float. */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Splits fen into sign, whole yuan digits and two fen digits. Non-integer fen is rounded to the
 * nearest fen first (half away from zero); -0 and amounts that round to 0 carry no minus sign. */
function splitFen(fen: number): { sign: '' | '-'; yuan: string; cents: string } {
  const rounded = Math.sign(fen) * Math.round(Math.abs(fen));
  const abs = Math.abs(rounded);
  return {
    sign: rounded < 0 ? '-' : '',
    yuan: String(Math.floor(abs / 100)),
    cents: String(abs % 100).padStart(2, '0'),
  };
}

/** 123456 → '¥1,234.56'; -100 → '-¥1.00'; 0 → '¥0.00'. Non-finite input renders as ''. */
export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}¥${groupThousands(yuan)}.${cents}`;
}

/** 1234.56 → '1234.56' (no symbol, no separators), e.g. for an input field or an export. */
export function fenToYuanString(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const { sign, yuan, cents } = splitFen(fen);
  return `${sign}${yuan}.${cents}`;
}

/** Yuan number → fen, rounding half away from zero on the number's shortest decimal form, so
 * 1.005 gives 101 fen as a person reading "1.005" expects (1.005 * 100 is 100.49999…). */
function yuanToFenRounded(yuan: number): number {
  const abs = Math.abs(yuan);
  const text = String(abs);
  // Exponent forms: below 1e-6 rounds to 0 fen; at 1e21 and above float precision is long gone.
  if (text.includes('e')) return abs < 1 ? 0 : Math.sign(yuan) * Math.round(abs * 100);
  const [whole = '0', fraction = ''] = text.split('.');
  let fen = Number(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction.charAt(2) || '0') >= '5') fen += 1;
  return yuan < 0 ? -fen : fen;
}

/** Same display as formatFen, from a yuan amount: 1234567.8 → '¥1,234,567.80'. */
export function formatYuan(yuan: number): string {
  if (!Number.isFinite(yuan)) return '';
  return formatFen(yuanToFenRounded(yuan));
}
