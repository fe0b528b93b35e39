import { Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import type { AppRoute } from '../../shared/routing/app-route.ts';
import { menuIcon } from '../../shared/routing/menu-icons.tsx';
import { appRouteOf } from '../route-objects.tsx';
import { buildMenu, type MenuNode } from './menu-model.ts';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[], t: (key: string) => string): MenuItem[] {
  return nodes.map((node) => ({
    key: node.key,
    icon: menuIcon(node.icon),
    label: t(node.titleKey),
    ...(node.children ? { children: toItems(node.children, t) } : {}),
  }));
}

interface Props {
  routes: AppRoute[];
  mobile: boolean;
  /** Desktop: expanded vs icons only. Mobile: drawer shown vs hidden. */
  open: boolean;
}

/** The permission-filtered menu under the 商家中心 heading (§2). */
export function Sidebar({ routes, mobile, open }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const items = useMemo(() => toItems(buildMenu(routes), t), [routes, t]);

  // The deepest menu entry on the current path is selected; its groups are opened.
  const menuMatches = matches.filter((match) => appRouteOf(match) && !appRouteOf(match)?.hidden);
  const selectedKey = menuMatches[menuMatches.length - 1]?.pathname;
  const groupKeys = menuMatches.slice(0, -1).map((match) => match.pathname);
  const [menuState, setMenuState] = useState({ forKey: selectedKey, openKeys: groupKeys });
  // Arriving on another page opens its groups; the user may still fold them afterwards.
  if (menuState.forKey !== selectedKey) {
    setMenuState({ forKey: selectedKey, openKeys: [...new Set([...menuState.openKeys, ...groupKeys])] });
  }

  const collapsed = !open;
  const classes = [
    'rx-sider',
    mobile ? 'rx-sider--mobile' : '',
    mobile && collapsed ? 'rx-sider--hidden' : '',
  ];
  return (
    <Layout.Sider
      data-testid="sidebar"
      className={classes.filter(Boolean).join(' ')}
      width={210}
      collapsedWidth={mobile ? 210 : 64}
      collapsed={!mobile && collapsed}
      trigger={null}
      aria-hidden={mobile && collapsed ? true : undefined}
    >
      <div className="rx-sider__heading" title={t('app.sellerCenter')}>
        <img src="/favicon.svg" alt="" width={24} height={24} />
        {(mobile || open) && <span>{t('app.sellerCenter')}</span>}
      </div>
      <nav aria-label={t('app.sellerCenter')}>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selectedKey ? [selectedKey] : []}
          openKeys={menuState.openKeys}
          onOpenChange={(openKeys) => setMenuState({ forKey: selectedKey, openKeys })}
          onClick={({ key }) => void navigate(key)}
        />
      </nav>
    </Layout.Sider>
  );
}
