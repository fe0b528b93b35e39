/* The export streams (no Content-Length), so the download's share is estimated from the number of
 * rows the list reports for the same filters. The figures were measured on the server's XLSX:
 * about 6.2 KB of workbook scaffolding, then 85-240 bytes per compressed row (similar rows
 * compress better); 100 is the middle for a real mix. The estimate never claims to be
 * finished: it stops at 95 % until the file is complete. */

const WORKBOOK_BYTES = 6_200;
const BYTES_PER_ROW = 100;
const ESTIMATE_CAP = 95;

export function exportPercent(
  loadedBytes: number,
  totalBytes: number | undefined,
  expectedRows: number | undefined,
): number {
  if (totalBytes && totalBytes > 0) return Math.min(100, Math.floor((loadedBytes / totalBytes) * 100));
  if (expectedRows === undefined) return 0;
  const estimate = WORKBOOK_BYTES + expectedRows * BYTES_PER_ROW;
  return Math.min(ESTIMATE_CAP, Math.floor((loadedBytes / estimate) * 100));
}
