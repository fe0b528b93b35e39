import { DRUG_TYPES, DRUG_TYPE_LABELS, type DrugType } from '@rxdesk/contract/goods/approval-number';
import {
  DRUG_TYPE_CELLS,
  IMPORT_COLUMNS,
  REGULATORY_CLASS_CELLS,
  type ImportColumn,
} from '@rxdesk/contract/goods/goods-import';
import { REGULATORY_CLASSES, type RegulatoryClass } from '@rxdesk/contract/drug-control/drug-control';

/* Cells of the import sheet as text, and the few cells that are words for codes (kind, class,
 * yes / no). Everything else keeps its text and meets the goods form's own rules. */

/** One data row as read: its Excel row number and its cells by column key, as trimmed text. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

const DATE_KEYS = new Set(['production_date', 'expiry_date']);
// Excel's day 0 is 1899-12-30 (its serials count the 1900 leap day that never was).
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** 2024/3/5, 2024.3.5, 20240305 → 2024-03-05; anything else unchanged (the form's rule says so). */
function normalizeDate(text: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : text;
}

/** A cell as ExcelJS hands it (string, number, Date, rich text, formula, hyperlink …) as text. A
 * date column's number is an Excel date serial (the reader skips styles, so dates come as such). */
export function cellText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') {
    if (DATE_KEYS.has(key) && value > 0 && value < 2_958_466)
      return isoDay(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS));
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return DATE_KEYS.has(key) ? normalizeDate(value.trim()) : value.trim();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(key, v.result);
    if (typeof v.text === 'string') return v.text.trim();
  }
  return '';
}

/** Header text → column, tolerant of spaces and full-width brackets ("重量（g）"). */
const squeeze = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();
const BY_HEADER = new Map(IMPORT_COLUMNS.map((c) => [squeeze(c.header), c]));

/** Maps the header row (1-based cell positions) to columns; the required columns it lacks. */
export function readHeader(cells: readonly unknown[]): {
  positions: Map<number, ImportColumn>;
  missing: string[];
} {
  const positions = new Map<number, ImportColumn>();
  cells.forEach((cell, i) => {
    const c = BY_HEADER.get(squeeze(cellText('', cell)));
    if (c && ![...positions.values()].includes(c)) positions.set(i, c);
  });
  const found = new Set([...positions.values()].map((c) => c.key));
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  return { positions, missing };
}

/** A data row's cells by key; null when the row is blank (a sheet often ends in formatted blanks). */
export function readRow(
  row: number,
  cells: readonly unknown[],
  positions: Map<number, ImportColumn>,
): SheetRow | null {
  const values: Record<string, string> = {};
  let any = false;
  for (const [i, c] of positions) {
    const text = cellText(c.key, cells[i]);
    values[c.key] = text;
    if (text) any = true;
  }
  return any ? { row, values } : null;
}

const DRUG_TYPE_WORDS = new Map<string, DrugType>();
for (const t of DRUG_TYPES) {
  for (const w of [t, DRUG_TYPE_CELLS[t], DRUG_TYPE_LABELS[t].zh]) DRUG_TYPE_WORDS.set(squeeze(w), t);
}
DRUG_TYPE_WORDS.set(squeeze('甲类非处方药OTC'), 'OTC_A');
DRUG_TYPE_WORDS.set(squeeze('乙类非处方药OTC'), 'OTC_B');

export const drugTypeOf = (text: string): DrugType | undefined => DRUG_TYPE_WORDS.get(squeeze(text));

const CLASS_WORDS = new Map<string, RegulatoryClass>();
for (const c of REGULATORY_CLASSES) {
  CLASS_WORDS.set(squeeze(c), c);
  CLASS_WORDS.set(squeeze(REGULATORY_CLASS_CELLS[c]), c);
}

/** '' is NONE (an ordinary item). */
export const regulatoryClassOf = (text: string): RegulatoryClass | undefined =>
  text === '' ? 'NONE' : CLASS_WORDS.get(squeeze(text));

/** 是 / 否 (and 1 / 0, Y / N); '' is 0. */
export function yesNoOf(text: string): 0 | 1 | undefined {
  const t = squeeze(text);
  if (t === '' || t === '否' || t === '0' || t === 'n' || t === 'no') return 0;
  if (t === '是' || t === '1' || t === 'y' || t === 'yes') return 1;
  return undefined;
}

/** A whole-number cell as a number; text that is no number stays text so the form's rule refuses
 * it with its own message; '' is absent. */
export function intOf(text: string): number | string | undefined {
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Several values in one cell: images by comma, full-width comma or line; specs by '/'. */
export const listOf = (text: string, by: RegExp): string[] =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);
