import { z } from 'zod';
import { geoPoint } from '../maps/maps.ts';
import { zHourMinute, zPhone } from './shop-settings.ts';

/** The chain's stores as an organisation tree (issue 24, route store-setting). */

/** §3 Organization: id, name, children (GET admin/systems/organizations/{id}/tree). */
export interface OrganizationNode {
  id: number;
  name: string;
  kind: 'group' | 'store';
  children: OrganizationNode[];
}
export const organizationNode: z.ZodType<OrganizationNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['group', 'store']),
    children: z.array(organizationNode),
  }),
);
export const organizationParams = z.object({ id: z.coerce.number().int().min(0) });

/** A store with its place in the tree. */
export const store = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  parent_name: z.string(),
  name: z.string(),
  address: z.string(),
  region_id: z.number().int().nullable(),
  location: geoPoint.nullable(),
  phone: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  pharmacist_id: z.number().int().nullable(),
  pharmacist_name: z.string(),
  order_count: z.number().int(),
});
export type Store = z.infer<typeof store>;
export const storeList = z.array(store);

/** The shop's pharmacists, for the store's on-duty choice. */
export const storePharmacists = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type StorePharmacist = z.infer<typeof storePharmacists>[number];

/** POST /api/seller/stores, PUT /api/seller/stores/{id} (JSON). */
export const storeBody = z
  .strictObject({
    parent_id: z.number({ error: 'rule.required' }).int().positive('rule.required'),
    name: z.string({ error: 'rule.required' }).trim().min(1, 'rule.required').max(40, 'rule.store.name'),
    address: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.required')
      .max(200, 'rule.shop.address'),
    region_id: z.number().int().positive('rule.shop.region').nullable().default(null),
    location: geoPoint.nullable().default(null),
    phone: z.union([z.literal(''), zPhone()]).default(''),
    open_time: zHourMinute(),
    close_time: zHourMinute(),
    pharmacist_id: z.number().int().positive().nullable().default(null),
  })
  .refine((b) => b.open_time < b.close_time, { path: ['close_time'], message: 'rule.shop.hours' })
  .meta({
    examples: [
      {
        parent_id: 1,
        name: '浦东店',
        address: '上海市浦东新区张杨路 500 号',
        region_id: null,
        location: { lng: 121.5146, lat: 31.2303 },
        phone: '021-58880000',
        open_time: '08:00',
        close_time: '22:00',
        pharmacist_id: null,
      },
    ],
  });
export type StoreBody = z.infer<typeof storeBody>;
export type StoreInput = z.input<typeof storeBody>;
export const storeParams = z.object({ id: z.coerce.number().int().positive() });
