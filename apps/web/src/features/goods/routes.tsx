import type { AppRoute } from '../../shared/routing/app-route.ts';
import { groupTagRoutes, qrcodeSupplierRoutes } from './extras-routes.tsx';
import { withGoodsStrings } from './lib/goods-strings.ts';

/** 商品管理 (§2 /goods, default goods-list): the lists, the hidden publish wizard and SKU page
 * (not cached: each visit starts from what is stored), then the smaller screens in the order the
 * permission tree has them. Names equal PERMISSION_TREE's (a test checks). The group is a menu
 * heading needing no permission of its own (a pharmacist holds goods-list and active-list alone);
 * the menu drops it when no child survives. */
export const goodsRoutes: AppRoute[] = [
  {
    name: 'goods',
    path: '/goods',
    titleKey: 'goods.route.group',
    icon: 'goods',
    redirect: 'goods-list',
    permission: null,
    children: [
      {
        name: 'goods-list',
        path: 'goods-list',
        titleKey: 'goods.route.list',
        page: withGoodsStrings(() =>
          import('./pages/goods-list/goods-list-page.tsx').then((m) => m.GoodsListPage),
        ),
      },
      {
        name: 'active-list',
        path: 'active-list',
        titleKey: 'goods.route.active',
        page: withGoodsStrings(() =>
          import('./pages/active-list/active-list-page.tsx').then((m) => m.ActiveListPage),
        ),
      },
      {
        name: 'draft-list',
        path: 'draft-list',
        titleKey: 'goods.route.drafts',
        page: withGoodsStrings(() =>
          import('./pages/draft-list/draft-list-page.tsx').then((m) => m.DraftListPage),
        ),
      },
      {
        name: 'good-publish',
        path: 'good-publish/:goodsid?/:isdraft?',
        titleKey: 'goods.route.publish',
        hidden: true,
        noCache: true,
        permission: 'good-publish',
        page: withGoodsStrings(() =>
          import('./pages/good-publish/good-publish-page.tsx').then((m) => m.GoodPublishPage),
        ),
      },
      {
        name: 'good-sku',
        path: 'good-sku/:goodsid?',
        titleKey: 'goods.route.sku',
        hidden: true,
        noCache: true,
        permission: 'good-sku',
        page: withGoodsStrings(() => import('./pages/good-sku/good-sku-page.tsx').then((m) => m.GoodSkuPage)),
      },
      ...groupTagRoutes,
      {
        name: 'recycle-station',
        path: 'recycle-station',
        titleKey: 'goods.route.recycle',
        page: withGoodsStrings(() =>
          import('./pages/recycle-station/recycle-station-page.tsx').then((m) => m.RecycleStationPage),
        ),
      },
      // ---- stock (warning stock, near-expiry batches) ----
      {
        name: 'understock-list',
        path: 'understock-list',
        titleKey: 'goods.stock.route.warning',
        page: withGoodsStrings(() => import('./pages/warning-list-page.tsx').then((m) => m.WarningListPage)),
      },
      {
        name: 'expiry-list',
        path: 'expiry-list',
        titleKey: 'goods.stock.route.expiry',
        page: withGoodsStrings(() => import('./pages/expiry-list-page.tsx').then((m) => m.ExpiryListPage)),
      },
      ...qrcodeSupplierRoutes,
    ],
  },
];
