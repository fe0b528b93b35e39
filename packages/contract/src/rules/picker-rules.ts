/* §5 / §9 rules the pickers share with whoever checks their results (forms, the server). */

/** §9: the goods and member pickers' page size, and the image picker's default file limit. */
export const PICKER_PAGE_SIZE = 10;
export const IMAGE_PICKER_DEFAULT_LIMIT = 10;

/** §5: how many a picker may hold; 0 (the default of the goods and member pickers) is unlimited. */
export function exceedsLimit(count: number, limit: number): boolean {
  return limit > 0 && count > limit;
}

/** §3: what tapping an image does, and the value it acts on. */
export const IMAGE_OPT_TYPES = ['NONE', 'URL', 'KEYWORD', 'GOODS', 'SHOP', 'CATEGORY'] as const;
export type ImageOptType = (typeof IMAGE_OPT_TYPES)[number];

export interface ImageOperation {
  opt_type: ImageOptType;
  opt_value?: string;
}

/** §5: a link value is a path inside the mini-program: '/' and at least one more character. */
export function isLinkValue(value: string): boolean {
  return value.length > 1 && value.startsWith('/');
}

/** §5: the rule message key an image's operation breaks, or null when it is fine. Only the URL
 * type has a format; the other types' values are ids or words the caller picks from a list. */
export function imageOperationError(operation: ImageOperation | undefined): 'rule.linkValue' | null {
  if (operation?.opt_type !== 'URL') return null;
  return isLinkValue(operation.opt_value ?? '') ? null : 'rule.linkValue';
}
