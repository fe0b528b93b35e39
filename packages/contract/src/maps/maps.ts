import { z } from 'zod';

/** The two map services of the §2 location pickers. Points are GCJ-02 (what both services use in
 * China). Tiles and geocoding go through the server, which holds the keys. */
export const MAP_PROVIDERS = ['amap', 'tencent'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

export const geoPoint = z.object({
  lng: z.number({ error: 'rule.map.point' }).min(73, 'rule.map.point').max(136, 'rule.map.point'),
  lat: z.number({ error: 'rule.map.point' }).min(3, 'rule.map.point').max(54, 'rule.map.point'),
});
export type GeoPoint = z.infer<typeof geoPoint>;

export const mapProviderParams = z.object({
  provider: z.enum(MAP_PROVIDERS, { error: 'rule.map.provider' }),
});

/** GET /api/seller/maps — which services are configured (the picker says so when not). */
export const mapServices = z.array(
  z.object({ provider: z.enum(MAP_PROVIDERS), configured: z.boolean(), max_zoom: z.number().int() }),
);
export type MapServices = z.infer<typeof mapServices>;

/** GET /api/seller/maps/{provider}/tiles/{z}/{x}/{y} */
export const tileParams = mapProviderParams.extend({
  z: z.coerce.number().int().min(1, 'rule.map.tile').max(18, 'rule.map.tile'),
  x: z.coerce.number().int().min(0, 'rule.map.tile'),
  y: z.coerce.number().int().min(0, 'rule.map.tile'),
});

/** A tile's bytes (image/png, image/jpeg or image/webp), sent past the JSON serializer. */
export const tileImage = z.unknown();

/** GET /api/seller/maps/{provider}/geocode?address= */
export const geocodeQuery = z.object({
  address: z.string({ error: 'rule.required' }).trim().min(1, 'rule.required').max(120, 'rule.map.address'),
});
/** GET /api/seller/maps/{provider}/regeo?lng=&lat= */
export const regeoQuery = z.object({
  lng: z.coerce.number({ error: 'rule.map.point' }).min(73, 'rule.map.point').max(136, 'rule.map.point'),
  lat: z.coerce.number({ error: 'rule.map.point' }).min(3, 'rule.map.point').max(54, 'rule.map.point'),
});

/** A place the service found: its point and formatted address. */
export const geoPlace = z.object({ lng: z.number(), lat: z.number(), address: z.string() });
export type GeoPlace = z.infer<typeof geoPlace>;
/** Geocode answers: the matches, best first (empty when none). */
export const geoPlaces = z.array(geoPlace);
