import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { appRouteOf } from '../route-objects.tsx';
import { HOME_PATH } from '../home-path.ts';

/** Dashboard first (the breadcrumb root, §2), then the route trail to the current page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const trail = useMatches().flatMap((match) => {
    const route = appRouteOf(match);
    return route && route.name !== 'dashboard' ? [{ route, pathname: match.pathname }] : [];
  });
  const rootTitle = t('route.dashboard');
  const items = [
    { key: 'root', title: trail.length > 0 ? <Link to={HOME_PATH}>{rootTitle}</Link> : rootTitle },
    ...trail.map(({ route, pathname }, index) => ({
      key: pathname,
      title: index < trail.length - 1 ? <Link to={pathname}>{t(route.titleKey)}</Link> : t(route.titleKey),
    })),
  ];
  return <Breadcrumb className="rx-breadcrumb" aria-label={t('layout.breadcrumb')} items={items} />;
}
