/* Where the consultation list lives (features/consultations/routes.tsx mounts it there). Kept here
 * so the dashboard can link to it without importing the area. */

export const ASK_LIST_PATH = '/customer-service/goods-ask-list';

/** The list opened on one state tab (UNANSWERED …). */
export function askListHref(tab?: string): string {
  return tab && tab !== 'ALL' ? `${ASK_LIST_PATH}?tab=${encodeURIComponent(tab)}` : ASK_LIST_PATH;
}
