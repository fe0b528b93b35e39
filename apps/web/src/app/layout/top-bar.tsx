import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LiveCenter } from '../../features/live/components/live-center.tsx';
import { OverdueWatch } from '../../features/prescription/components/overdue-watch.tsx';
import { LanguageSwitch } from '../../shared/components/language-switch.tsx';
import type { StoredUser } from '../../shared/session/session-storage.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { LicenceAlertIndicator } from './licence-alert-indicator.tsx';
import { UserMenu } from './user-menu.tsx';

interface Props {
  user: StoredUser;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** §2 top bar: hamburger, breadcrumb, [order counters], fullscreen, language, organisation,
 * (username), avatar menu. */
export function TopBar({ user, sidebarOpen, onToggleSidebar }: Props) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="rx-topbar">
      <Button
        type="text"
        data-testid="hamburger"
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={sidebarOpen}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <Breadcrumbs />
      <div className="rx-topbar__right">
        <LiveCenter />
        <OverdueWatch />
        <LicenceAlertIndicator shopId={user.shop_id} />
        <FullscreenButton />
        <LanguageSwitch />
        <span className="rx-topbar__org" data-testid="org-name">
          {user.organization_name}
        </span>
        <span className="rx-topbar__user">
          (<span data-testid="user-name">{user.username}</span>)
        </span>
        <UserMenu user={user} />
      </div>
    </Layout.Header>
  );
}
