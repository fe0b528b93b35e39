/* Display names of the contract's vocabularies (order statuses, after-sale types…) come from the
 * contract's label tables; an unknown value (a newer server) is shown as it is rather than hidden. */

export type Lang = 'zh' | 'en';

export type LabelTable = Record<string, { zh: string; en: string }>;

export function labelFrom(table: LabelTable, value: string, lang: Lang): string {
  return Object.hasOwn(table, value) ? (table[value] as { zh: string; en: string })[lang] : value;
}

/** Select options for every value of a vocabulary, in the contract's order. */
export function labelOptions<T extends string>(
  values: readonly T[],
  table: LabelTable,
  lang: Lang,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labelFrom(table, value, lang) }));
}
