import { Layout } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { PermissionsContext } from '../../shared/permissions/permissions-context.ts';
import { readUser } from '../../shared/session/session-storage.ts';
import { GUARD_ROUTE_ID } from '../guard/guard-route-id.ts';
import type { GuardData } from '../guard/navigation-guard.ts';
import { filterRoutes } from '../permissions/filter-routes.ts';
import { layoutRoutes } from '../routes.tsx';
import { useMobileMode } from './mobile-mode.ts';
import { Sidebar } from './sidebar.tsx';
import { useDesktopSidebar } from './sidebar-state.ts';
import { KeepAliveOutlet } from './tabs/keep-alive-outlet.tsx';
import { TabStrip } from './tabs/tab-strip.tsx';
import { TabsProvider } from './tabs/tabs-context.tsx';
import { TopBar } from './top-bar.tsx';
import './layout.css';

const NO_PERMISSIONS: GuardData = { permissions: [] };

/** The signed-in frame (§2): sidebar, top bar, tab strip and the kept-alive pages. */
export function MainLayout() {
  const { permissions } = (useRouteLoaderData(GUARD_ROUTE_ID) as GuardData | undefined) ?? NO_PERMISSIONS;
  const menuRoutes = useMemo(() => filterRoutes(layoutRoutes, permissions), [permissions]);
  // The stored user only changes with a new sign-in, which reloads the app.
  const [user] = useState(readUser);
  const location = useLocation();
  const mobile = useMobileMode();
  const [desktopOpen, toggleDesktop] = useDesktopSidebar();

  // The mobile drawer is open only on the page it was opened on: it closes on route change.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  // …and it is closed when mobile mode is entered.
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    setDrawerOpenAt(null);
  }
  const drawerOpen = mobile && drawerOpenAt === location.key;
  const closeDrawer = () => setDrawerOpenAt(null);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  if (!user) return null; // the guard signs out first; never rendered in practice
  const sidebarOpen = mobile ? drawerOpen : desktopOpen;
  const toggleSidebar = mobile ? () => setDrawerOpenAt(drawerOpen ? null : location.key) : toggleDesktop;

  return (
    <PermissionsContext.Provider value={permissions}>
      <TabsProvider>
        <Layout hasSider className={mobile ? 'rx-layout rx-layout--mobile' : 'rx-layout'}>
          <Sidebar routes={menuRoutes} mobile={mobile} open={sidebarOpen} />
          {drawerOpen && (
            <div
              className="rx-backdrop"
              data-testid="sidebar-backdrop"
              role="presentation"
              onClick={closeDrawer}
            />
          )}
          <Layout className="rx-main">
            <div className="rx-main__head">
              <TopBar user={user} sidebarOpen={sidebarOpen} onToggleSidebar={toggleSidebar} />
              <TabStrip />
            </div>
            <Layout.Content className="rx-content">
              <KeepAliveOutlet />
            </Layout.Content>
          </Layout>
        </Layout>
      </TabsProvider>
    </PermissionsContext.Provider>
  );
}
