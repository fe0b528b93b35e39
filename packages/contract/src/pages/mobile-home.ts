import { z } from 'zod';
import { pageQuery, pageOf } from '../common/paging.ts';
import { pageImage, pageLink, resolvedGoods, resolvedLink } from './page-link.ts';

/**
 * The mobile home page (移动端首页, Javashop 6.1 / Lilishop mobile blocks): floors of goods lists,
 * banners (slides, each an image with a text link), coupons of the shop, and a hot-zone image
 * (rectangles in percent of the image, each with a text link). The draft is edited and saved;
 * publishing copies it into a new immutable version, which the buyer side reads through the open
 * API. Restoring an earlier version publishes a copy of it as a new version (the history is
 * append-only) and makes it the draft too.
 */
export const FLOOR_TYPES = ['GOODS', 'BANNER', 'COUPONS', 'HOT_ZONE'] as const;
export type FloorType = (typeof FLOOR_TYPES)[number];
export const MAX_FLOORS = 30;

const id = z.coerce.number().int().positive().max(2147483647);
const title = z.string().trim().min(1, 'rule.pages.floorTitle').max(20, 'rule.pages.floorTitle');
const percent = z.coerce
  .number()
  .int('rule.pages.zone')
  .min(0, 'rule.pages.zone')
  .max(100, 'rule.pages.zone');

export const bannerSlide = z.object({ image: pageImage, link: pageLink });
export const hotZone = z
  .object({
    x: percent,
    y: percent,
    w: percent.min(1, 'rule.pages.zone'),
    h: percent.min(1, 'rule.pages.zone'),
    link: pageLink,
  })
  .refine((z) => z.x + z.w <= 100 && z.y + z.h <= 100, { message: 'rule.pages.zone', path: ['w'] });

export const floor = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('GOODS'),
    title,
    goods_ids: z.array(id).min(1, 'rule.pages.floorGoods').max(20, 'rule.pages.floorGoods'),
  }),
  z.object({
    type: z.literal('BANNER'),
    slides: z.array(bannerSlide).min(1, 'rule.pages.floorSlides').max(5, 'rule.pages.floorSlides'),
  }),
  z.object({
    type: z.literal('COUPONS'),
    title,
    coupon_ids: z.array(id).min(1, 'rule.pages.floorCoupons').max(10, 'rule.pages.floorCoupons'),
  }),
  z.object({
    type: z.literal('HOT_ZONE'),
    image: pageImage,
    zones: z.array(hotZone).min(1, 'rule.pages.zones').max(10, 'rule.pages.zones'),
  }),
]);
export type Floor = z.infer<typeof floor>;
export const floors = z.array(floor).max(MAX_FLOORS, 'rule.pages.floors');

/** Save the draft: the floors and the revision the editor loaded (another save since is 409). */
export const draftBody = z.object({ floors, revision: z.coerce.number().int().min(0) });
export type DraftBody = z.infer<typeof draftBody>;
export const publishBody = z.object({ revision: z.coerce.number().int().min(0) });

/** What the editor shows for ids it names: goods and coupons with their names. */
export const couponChoice = z.object({
  coupon_id: z.number().int(),
  title: z.string(),
  face_value: z.number(),
  threshold: z.number(),
  end_time: z.number().int(),
});
export type CouponChoice = z.infer<typeof couponChoice>;

export const mobileHomeEditor = z.object({
  floors: z.array(floor),
  revision: z.number().int(),
  update_time: z.number().int(),
  /** The newest version, the one buyers see; null before the first publish. */
  published: z.object({ version_no: z.number().int(), publish_time: z.number().int() }).nullable(),
  /** The draft differs from the published version. */
  unpublished_changes: z.boolean(),
  goods: z.array(resolvedGoods),
  coupons: z.array(couponChoice),
  /** The shop's mobile theme (the preview's colours). */
  theme: z.string(),
});
export type MobileHomeEditor = z.infer<typeof mobileHomeEditor>;
export const draftSaved = z.object({ revision: z.number().int() });
export const published = z.object({ version_no: z.number().int() });

export const versionParams = z.object({ version_no: z.coerce.number().int().positive().max(2147483647) });
export const versionListQuery = pageQuery;
export const versionRow = z.object({
  version_no: z.number().int(),
  publish_time: z.number().int(),
  publisher: z.string(),
  floor_count: z.number().int(),
  restored_from: z.number().int().nullable(),
  current: z.boolean(),
});
export type VersionRow = z.infer<typeof versionRow>;
export const versionPage = pageOf(versionRow);

/** The published page as a storefront renders it: ids resolved to goods and coupons. */
export const openFloor = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GOODS'), title: z.string(), goods: z.array(resolvedGoods) }),
  z.object({
    type: z.literal('BANNER'),
    slides: z.array(z.object({ image: z.string(), link: resolvedLink })),
  }),
  z.object({ type: z.literal('COUPONS'), title: z.string(), coupons: z.array(couponChoice) }),
  z.object({
    type: z.literal('HOT_ZONE'),
    image: z.string(),
    zones: z.array(
      z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number(), link: resolvedLink }),
    ),
  }),
]);
export type OpenFloor = z.infer<typeof openFloor>;
export const openMobileHome = z.object({
  version_no: z.number().int(),
  publish_time: z.number().int(),
  theme: z.string(),
  floors: z.array(openFloor),
});
export type OpenMobileHome = z.infer<typeof openMobileHome>;
