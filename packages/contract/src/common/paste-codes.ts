/* Turning pasted or typed lists into clean tokens for the goods picker (codes) and the member
 * picker (ids). People paste from spreadsheets (newlines, tabs) and type with a Chinese IME
 * (full-width comma '，', full-width space), so all of those separate items. */

const SEPARATORS = /[\s,]+/; // \s includes the full-width space U+3000

function tokens(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.replace(/，/g, ',').split(SEPARATORS)) {
    const trimmed = token.trim();
    if (trimmed) seen.add(trimmed); // a Set keeps first-seen order
  }
  return [...seen];
}

/** Goods codes from pasted text: split on whitespace and commas (full-width too), empty items
 * dropped, duplicates removed keeping first-seen order. Codes are otherwise kept exactly as typed
 * (case and full-width letters included), since a code is an opaque identifier. */
export function splitPastedCodes(text: string): string[] {
  return tokens(text);
}

/** Member ids for the multi-id search, as the comma-joined string the API takes ('12,34').
 * Separated like splitPastedCodes; full-width digits are also turned into ASCII, since an id is
 * only ever digits and an IME in full-width mode produces ０-９. Other text is passed on as is for
 * the server to refuse, rather than silently dropped. */
export function normaliseIdList(text: string): string {
  const ascii = text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  return tokens(ascii).join(',');
}
