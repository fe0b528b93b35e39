import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabs } from './tabs-context.tsx';

/**
 * §2 page caching: pages of open tabs stay mounted (hidden, state kept) when the user moves
 * to another tab, except routes marked noCache; closing a tab drops its page.
 *
 * React's <Activity> hides a page and suspends its effects while keeping its state. All pages
 * are rendered in ONE keyed list so a page keeps its identity when it becomes (in)active.
 * Pages read their data through TanStack Query, not route loaders: a hidden page's route is no
 * longer matched, so loader data would be gone for it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const { tabs, activeKey, activeNoCache } = useTabs();
  const openKeys = new Set(tabs.map((tab) => tab.key));
  const [cache, setCache] = useState<{ seenLocation: string; pages: Map<string, ReactNode> }>({
    seenLocation: '',
    pages: new Map(),
  });

  // On each arrival remember the page element (replacing a previous query of the same page)
  // and forget pages whose tabs were closed.
  if (cache.seenLocation !== location.key) {
    const pages = new Map([...cache.pages].filter(([key]) => openKeys.has(key) || key === activeKey));
    if (activeKey && !activeNoCache) pages.set(activeKey, outlet); // keeps its place if known
    setCache({ seenLocation: location.key, pages });
  }

  const keys = [...cache.pages.keys()].filter((key) => openKeys.has(key) || key === activeKey);
  if (!activeKey) return outlet;
  if (!keys.includes(activeKey)) keys.push(activeKey);
  return (
    <>
      {keys.map((key) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          {key === activeKey ? outlet : cache.pages.get(key)}
        </Activity>
      ))}
    </>
  );
}
