import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, type Location, type UIMatch } from 'react-router';
import { useRouterInstance } from '../../router-instance.ts';
import { appRouteOf } from '../../route-objects.tsx';
import { layoutRoutes } from '../../routes.tsx';
import {
  AFFIX_TAB_NAMES,
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  visitTab,
  type TabChange,
  type VisitedTab,
} from './tab-rules.ts';

interface TabsApi {
  tabs: VisitedTab[];
  /** The tab of the page on screen; null while on a page without one. */
  activeKey: string | null;
  /** The page on screen is not to be kept alive when left. */
  activeNoCache: boolean;
  close: (key: string) => void;
  closeOthers: (key: string) => void;
  closeAll: () => void;
}

const TabsContext = createContext<TabsApi | null>(null);

export function useTabs(): TabsApi {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs outside TabsProvider');
  return api;
}

/** The tab for the page on screen: the deepest matched route that has a page. */
function currentPage(
  matches: readonly Pick<UIMatch, 'handle' | 'pathname' | 'params'>[],
  location: Pick<Location, 'pathname' | 'search'>,
): { tab: VisitedTab; noCache: boolean } | null {
  const match = matches.findLast((candidate) => appRouteOf(candidate)?.page);
  const route = match && appRouteOf(match);
  if (!match || !route) return null;
  return {
    tab: {
      key: match.pathname,
      name: route.name,
      titleKey: route.titleKey,
      path: location.pathname + location.search,
      search: location.search,
      params: match.params,
    },
    noCache: Boolean(route.noCache),
  };
}

/** The fixed tabs are there from the start, visited or not. */
function affixTabs(): VisitedTab[] {
  return layoutRoutes
    .filter((route) => AFFIX_TAB_NAMES.includes(route.name))
    .map((route) => ({
      key: route.path,
      name: route.name,
      titleKey: route.titleKey,
      path: route.path,
      search: '',
      params: {},
    }));
}

/** Keeps the §2 list of visited pages; tab-rules.ts decides, this only wires it to the router. */
export function TabsProvider({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  const current = currentPage(matches, location);
  const router = useRouterInstance();
  const [state, setState] = useState(() => ({ tabs: affixTabs(), seenLocation: '', reportedLocation: '' }));

  // A page reached and left again before React committed it (two quick menu clicks: the
  // first transition render is dropped) still gets its tab: the router reports every arrival.
  useEffect(() => {
    if (!router) return;
    return router.subscribe((routerState) => {
      if (routerState.navigation.state !== 'idle') return;
      const arrived = currentPage(
        routerState.matches.map((match) => ({ ...match, handle: match.route.handle })),
        routerState.location,
      );
      if (!arrived) return;
      const key = routerState.location.key;
      // Its own marker: the render below keeps one too, so neither re-adds a tab the other
      // saw before it was closed.
      setState((previous) =>
        previous.reportedLocation === key
          ? previous
          : { ...previous, tabs: visitTab(previous.tabs, arrived.tab), reportedLocation: key },
      );
    });
  }, [router]);

  // Each arrival (not each render) adds or refreshes the page's tab, so a tab closed a moment
  // ago is not re-added before the navigation away from it has committed.
  if (current && state.seenLocation !== location.key) {
    setState({ ...state, tabs: visitTab(state.tabs, current.tab), seenLocation: location.key });
  }

  const activeKey = current?.tab.key ?? null;
  function apply(change: TabChange) {
    setState((previous) => ({ ...previous, tabs: change.tabs }));
    if (change.navigateTo) void navigate(change.navigateTo);
  }

  const api: TabsApi = {
    tabs: state.tabs,
    activeKey,
    activeNoCache: current?.noCache ?? false,
    close: (key) => apply(closeTab(state.tabs, key, activeKey)),
    closeOthers: (key) => apply(closeOtherTabs(state.tabs, key, activeKey)),
    closeAll: () => apply(closeAllTabs(state.tabs)),
  };
  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
}
