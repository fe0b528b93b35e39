import { z } from 'zod';
import { zMoneyYuan } from '../rules/rule-schemas.ts';
import { geoPoint } from '../maps/maps.ts';

/** Shop settings (issue 24, route sw-shop-setting). The open/closed flag is the platform's:
 * it is shown here and never written by the seller. */

/** 'HH:mm', 00:00–23:59 (Shanghai time). */
export const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A telephone, mobile or 400 number: digits with +, -, spaces or brackets. */
const PHONE = /^[0-9+\-() ]{5,20}$/;
/** Same-city delivery radius limits, metres. */
export const DELIVERY_RADIUS_MAX = 50_000;

const text = (max: number, key: string) => z.string({ error: 'rule.required' }).trim().max(max, key);
export const zHourMinute = () => z.string({ error: 'rule.required' }).regex(HOUR_MINUTE, 'rule.shop.time');
export const zPhone = () => z.string({ error: 'rule.required' }).trim().regex(PHONE, 'rule.shop.phone');

/** GET /api/seller/shops/settings — what the settings page edits, and the platform's closed flag. */
export const shopSettings = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_logo: z.string(),
  shop_contact_name: z.string(),
  shop_contact_phone: z.string(),
  service_phone: z.string(),
  description: z.string(),
  shop_address: z.string(),
  region_id: z.number().int().nullable(),
  /** GCJ-02; null when the address has no map point. */
  location: geoPoint.nullable(),
  open_time: z.string(),
  close_time: z.string(),
  /** metres */
  delivery_radius: z.number().int(),
  /** yuan */
  city_delivery_fee: z.number(),
  self_pickup: z.union([z.literal(0), z.literal(1)]),
  /** 0 open, 1 closed: set by the platform only. */
  closed: z.union([z.literal(0), z.literal(1)]),
});
export type ShopSettings = z.infer<typeof shopSettings>;

/** PUT /api/seller/shops/settings (JSON). The logo has its own call (PUT seller/shops/logos);
 * `closed` is not a field here: a body naming it is refused. */
export const shopSettingsBody = z
  .strictObject({
    shop_name: text(40, 'rule.shop.name').min(2, 'rule.shop.name'),
    shop_contact_name: text(20, 'rule.shop.contactName').min(1, 'rule.required'),
    shop_contact_phone: zPhone(),
    service_phone: z.union([z.literal(''), zPhone()]).default(''),
    description: text(500, 'rule.shop.description').default(''),
    shop_address: text(200, 'rule.shop.address').min(1, 'rule.required'),
    region_id: z
      .number({ error: 'rule.shop.region' })
      .int()
      .positive('rule.shop.region')
      .nullable()
      .default(null),
    location: geoPoint.nullable().default(null),
    open_time: zHourMinute(),
    close_time: zHourMinute(),
    delivery_radius: z
      .number({ error: 'rule.shop.radius' })
      .int('rule.shop.radius')
      .min(0, 'rule.shop.radius')
      .max(DELIVERY_RADIUS_MAX, 'rule.shop.radius'),
    city_delivery_fee: zMoneyYuan(),
    self_pickup: z.union([z.literal(0), z.literal(1)], { error: 'rule.required' }),
  })
  .refine((b) => b.open_time < b.close_time, { path: ['close_time'], message: 'rule.shop.hours' })
  .meta({
    examples: [
      {
        shop_name: '演示大药房',
        shop_contact_name: '王店长',
        shop_contact_phone: '13800000000',
        service_phone: '400-820-1234',
        description: '24 小时执业药师在线',
        shop_address: '上海市浦东新区张杨路 500 号',
        region_id: null,
        location: { lng: 121.5146, lat: 31.2303 },
        open_time: '08:00',
        close_time: '22:00',
        delivery_radius: 3000,
        city_delivery_fee: '5.00',
        self_pickup: 1,
      },
    ],
  });
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;
export type ShopSettingsInput = z.input<typeof shopSettingsBody>;

/** PUT /api/seller/shops/logos — an image this shop uploaded (base/uploaders): `/api/files/{sha256}.{ext}`. */
export const shopLogoBody = z.object({
  logo: z
    .string({ error: 'rule.required' })
    .regex(/^\/api\/files\/[0-9a-f]{64}\.(jpeg|png|webp|gif)$/, 'rule.shop.logo'),
});
