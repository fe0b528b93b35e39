/* §2 tab strip of visited pages, as pure functions over a list of tabs. The React side
 * (tabs-context.tsx) only feeds locations in and applies the results. */

export interface VisitedTab {
  /** The page address without query: one tab per page (detail/SN1 and detail/SN2 are two). */
  key: string;
  /** Route name: decides the special titles and which tabs are fixed. */
  name: string;
  titleKey: string;
  /** pathname + search: where clicking the tab returns to. */
  path: string;
  search: string;
  params: Readonly<Record<string, string | undefined>>;
}

/** Tabs that cannot be closed; the dashboard is always there (§2). */
export const AFFIX_TAB_NAMES: readonly string[] = ['dashboard'];

export function isAffix(tab: Pick<VisitedTab, 'name'>): boolean {
  return AFFIX_TAB_NAMES.includes(tab.name);
}

export type Translate = (key: string) => string;

/** §2 tab titles: tag-add adds ' - ' + tag_name; group-buy-goods puts group_name first;
 * assemble says edit when it has a promotion_id, else add. Everything else: the route title. */
export function tabTitle(
  tab: Pick<VisitedTab, 'name' | 'titleKey' | 'search' | 'params'>,
  t: Translate,
): string {
  const query = new URLSearchParams(tab.search);
  switch (tab.name) {
    case 'tag-add': {
      const tagName = query.get('tag_name');
      return tagName ? `${t(tab.titleKey)} - ${tagName}` : t(tab.titleKey);
    }
    case 'group-buy-goods': {
      const groupName = query.get('group_name');
      return groupName ? `${groupName} ${t(tab.titleKey)}` : t(tab.titleKey);
    }
    case 'assemble':
    case 'assemble-add':
      return t(tab.params.promotion_id ? 'tabs.assembleEdit' : 'tabs.assembleAdd');
    default:
      return t(tab.titleKey);
  }
}

/** Adds the tab of a visited page, or refreshes its query and params if it is open already
 * (it keeps its place in the strip). */
export function visitTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const index = tabs.findIndex((open) => open.key === tab.key);
  if (index === -1) return [...tabs, tab];
  const next = [...tabs];
  next[index] = tab;
  return next;
}

export interface TabChange {
  tabs: VisitedTab[];
  /** Where to go afterwards; null = stay on the current page. */
  navigateTo: string | null;
}

/** Close one tab. Closing the active one goes to the last remaining tab, or / if none (§2). */
export function closeTab(tabs: readonly VisitedTab[], key: string, activeKey: string | null): TabChange {
  const closing = tabs.find((tab) => tab.key === key);
  if (!closing || isAffix(closing)) return { tabs: [...tabs], navigateTo: null };
  const remaining = tabs.filter((tab) => tab.key !== key);
  if (key !== activeKey) return { tabs: remaining, navigateTo: null };
  return { tabs: remaining, navigateTo: remaining[remaining.length - 1]?.path ?? '/' };
}

/** Keep the fixed tabs and the chosen one; if the active page was closed, open the chosen one. */
export function closeOtherTabs(
  tabs: readonly VisitedTab[],
  key: string,
  activeKey: string | null,
): TabChange {
  const kept = tabs.filter((tab) => tab.key === key || isAffix(tab));
  const chosen = tabs.find((tab) => tab.key === key);
  const activeSurvives = kept.some((tab) => tab.key === activeKey);
  return { tabs: kept, navigateTo: activeSurvives || !chosen ? null : chosen.path };
}

/** Keep only the fixed tabs and go to / (§2). */
export function closeAllTabs(tabs: readonly VisitedTab[]): TabChange {
  return { tabs: tabs.filter(isAffix), navigateTo: '/' };
}
