import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withShopPagesStrings } from './lib/shop-pages-strings.ts';

/** 店铺装修 (§2 shop: PC and mobile themes, slides, navigation; the mobile home page builder).
 * Names equal PERMISSION_TREE's (group `shop`). */
export const shopPagesRoutes: AppRoute[] = [
  {
    name: 'shop',
    path: '/shop',
    titleKey: 'pages.route.group',
    icon: 'shop',
    redirect: 'pc-theme',
    permission: null,
    children: [
      {
        name: 'pc-theme',
        path: 'pc-theme',
        titleKey: 'pages.route.pcTheme',
        page: withShopPagesStrings(() => import('./pages/pc-theme-page.tsx').then((m) => m.PcThemePage)),
      },
      {
        name: 'mobile-theme',
        path: 'mobile-theme',
        titleKey: 'pages.route.mobileTheme',
        page: withShopPagesStrings(() =>
          import('./pages/mobile-theme-page.tsx').then((m) => m.MobileThemePage),
        ),
      },
      {
        name: 'shop-slide',
        path: 'shop-slide',
        titleKey: 'pages.route.slide',
        page: withShopPagesStrings(() => import('./pages/slides-page.tsx').then((m) => m.SlidesPage)),
      },
      {
        name: 'shop-nav',
        path: 'shop-nav',
        titleKey: 'pages.route.nav',
        page: withShopPagesStrings(() => import('./pages/navigation-page.tsx').then((m) => m.NavigationPage)),
      },
      {
        name: 'mobile-home',
        path: 'mobile-home',
        titleKey: 'pages.route.mobileHome',
        noCache: true,
        page: withShopPagesStrings(() =>
          import('./pages/mobile-home-page.tsx').then((m) => m.MobileHomePage),
        ),
      },
    ],
  },
];
