/** The page sizes the list screens offer. Apart from paging.ts (the zod query and page schemas) so
 * the web's list screens take them without zod. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
