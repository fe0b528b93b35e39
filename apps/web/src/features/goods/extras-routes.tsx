import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withGoodsStrings } from './lib/goods-strings.ts';

/* The goods menu's smaller screens, as two runs of pages so the goods group can place each where
 * the permission tree has it: groups and tags after the SKU page, promotion codes and suppliers
 * last. Names are the §6 identifiers. */

/** 店铺分组, 商品标签 and the hidden page of a tag's goods (§2: tab "<title> - <tag_name>"). */
export const groupTagRoutes: AppRoute[] = [
  {
    name: 'category-list',
    path: 'category-list',
    titleKey: 'goods.extras.route.groups',
    page: withGoodsStrings(() => import('./pages/groups-page.tsx').then((m) => m.GroupsPage)),
  },
  {
    name: 'tag-list',
    path: 'tag-list',
    titleKey: 'goods.extras.route.tags',
    page: withGoodsStrings(() => import('./pages/tags-page.tsx').then((m) => m.TagsPage)),
  },
  {
    name: 'tag-add',
    path: 'tag-add/:tag_id',
    titleKey: 'goods.extras.route.tagGoods',
    hidden: true,
    permission: 'tag-list',
    page: withGoodsStrings(() => import('./pages/tags-goods-page.tsx').then((m) => m.TagGoodsPage)),
  },
];

/** 推广码 and 供应商. */
export const qrcodeSupplierRoutes: AppRoute[] = [
  {
    name: 'goods-qrcode',
    path: 'goods-qrcode',
    titleKey: 'goods.extras.route.qrcode',
    page: withGoodsStrings(() => import('./pages/qrcode-page.tsx').then((m) => m.QrcodePage)),
  },
  {
    name: 'supplier-list',
    path: 'supplier-list',
    titleKey: 'goods.extras.route.suppliers',
    page: withGoodsStrings(() => import('./pages/supplier-page.tsx').then((m) => m.SupplierPage)),
  },
];
