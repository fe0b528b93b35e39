/** The query-key root of comments: the comments screen's lists and the goods pages' rating
 * figures sit under it, so a reply or hide read again both. */
export const commentKeysRoot = ['comments'] as const;

export const commentSummaryKey = (goodsId: number) => [...commentKeysRoot, 'summary', goodsId] as const;
