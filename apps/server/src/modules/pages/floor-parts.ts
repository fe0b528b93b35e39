import type { Floor, OpenFloor } from '@rxdesk/contract/pages/mobile-home';
import type { CouponChoice } from '@rxdesk/contract/pages/mobile-home';
import type { PageLink, ResolvedGoods } from '@rxdesk/contract/pages/page-link';
import type { ImageAt, LinkAt } from './page-references.ts';

/** Everything floors name, each with the field a 400 points at. */
export function floorParts(floors: readonly Floor[]) {
  const links: LinkAt[] = [];
  const images: ImageAt[] = [];
  const goods: { field: string; id: number }[] = [];
  const coupons: { field: string; id: number }[] = [];
  floors.forEach((f, i) => {
    const at = `floors.${i}`;
    if (f.type === 'GOODS') f.goods_ids.forEach((id, j) => goods.push({ field: `${at}.goods_ids.${j}`, id }));
    if (f.type === 'COUPONS')
      f.coupon_ids.forEach((id, j) => coupons.push({ field: `${at}.coupon_ids.${j}`, id }));
    if (f.type === 'BANNER')
      f.slides.forEach((s, j) => {
        images.push({ field: `${at}.slides.${j}.image`, image: s.image });
        links.push({ field: `${at}.slides.${j}.link`, link: s.link });
      });
    if (f.type === 'HOT_ZONE') {
      images.push({ field: `${at}.image`, image: f.image });
      f.zones.forEach((z, j) => links.push({ field: `${at}.zones.${j}.link`, link: z.link }));
    }
  });
  return { links, images, goods, coupons };
}

/** Every goods id floors name (lists and GOODS links): what the editor and storefront resolve. */
export function floorGoodsIds(floors: readonly Floor[]): number[] {
  const { links, goods } = floorParts(floors);
  return [
    ...goods.map((g) => g.id),
    ...links.filter((l) => l.link.opt_type === 'GOODS').map((l) => Number(l.link.opt_value)),
  ];
}

/** A floor as the storefront renders it: goods and coupons resolved, off-sale goods and unusable
 * coupons left out, GOODS links carrying their goods (null once off sale). */
export function openFloorOf(
  f: Floor,
  goods: Map<number, ResolvedGoods>,
  coupons: Map<number, CouponChoice>,
): OpenFloor {
  const link = (l: PageLink) =>
    l.opt_type === 'GOODS' ? { ...l, goods: goods.get(Number(l.opt_value)) ?? null } : l;
  switch (f.type) {
    case 'GOODS':
      return { type: 'GOODS', title: f.title, goods: f.goods_ids.flatMap((id) => goods.get(id) ?? []) };
    case 'COUPONS':
      return {
        type: 'COUPONS',
        title: f.title,
        coupons: f.coupon_ids.flatMap((id) => coupons.get(id) ?? []),
      };
    case 'BANNER':
      return { type: 'BANNER', slides: f.slides.map((s) => ({ image: s.image, link: link(s.link) })) };
    case 'HOT_ZONE':
      return {
        type: 'HOT_ZONE',
        image: f.image,
        zones: f.zones.map((z) => ({ x: z.x, y: z.y, w: z.w, h: z.h, link: link(z.link) })),
      };
  }
}
