import { z } from 'zod';
import {
  fetchTile,
  getJson,
  MapServiceError,
  tileAddress,
  type GeoPlace,
  type MapServiceConfig,
  type MapTile,
} from '../amap/map-tile.ts';

// Tencent WebService answers: status 0 ok, anything else refused with `message`.
const point = z.object({ lng: z.number(), lat: z.number() });
const components = z
  .object({
    province: z.string().default(''),
    city: z.string().default(''),
    district: z.string().default(''),
    street: z.string().default(''),
    street_number: z.string().default(''),
  })
  .partial()
  .default({});
const geoAnswer = z.object({
  status: z.number(),
  message: z.string().default(''),
  result: z
    .object({ title: z.string().default(''), location: point, address_components: components })
    .optional(),
});
const regeoAnswer = z.object({
  status: z.number(),
  message: z.string().default(''),
  result: z
    .object({
      address: z.string().default(''),
      formatted_addresses: z.object({ recommend: z.string().optional() }).partial().optional(),
    })
    .optional(),
});

/** 腾讯地图 WebService: geocoding and reverse geocoding on `/ws/geocoder/v1/` (`address=` or
 * `location=lat,lng`), and raster tiles from TENCENT_MAP_TILE_URL. */
export class TencentMapClient {
  constructor(
    private readonly config: MapServiceConfig,
    private readonly timeoutMs = 8000,
  ) {}

  private async call<T extends z.ZodType>(params: Record<string, string>, schema: T, empty?: number) {
    const query = new URLSearchParams({ ...params, key: this.config.key });
    const raw = await getJson(`${this.config.baseUrl}/ws/geocoder/v1/?${query}`, this.timeoutMs);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new MapServiceError('unexpected answer');
    const answer = parsed.data as { status: number; message: string };
    if (answer.status !== 0 && answer.status !== empty)
      throw new MapServiceError(answer.message || `status ${answer.status}`);
    return parsed.data as z.infer<T>;
  }

  async geocode(address: string): Promise<GeoPlace[]> {
    // 347: nothing found for the address (an answer, not a failure).
    const a = await this.call({ address }, geoAnswer, 347);
    if (a.status !== 0 || !a.result) return [];
    const c = a.result.address_components;
    const joined = [c.province, c.city, c.district, c.street, c.street_number]
      .filter((part, i, all) => part && all.indexOf(part) === i)
      .join('');
    return [{ lng: a.result.location.lng, lat: a.result.location.lat, address: joined || a.result.title }];
  }

  async regeo(lng: number, lat: number): Promise<GeoPlace> {
    // Tencent takes "lat,lng" (the other way round from AMap).
    const a = await this.call({ location: `${lat},${lng}` }, regeoAnswer);
    const address = a.result?.formatted_addresses?.recommend
      ? `${a.result.address}（${a.result.formatted_addresses.recommend}）`
      : (a.result?.address ?? '');
    return { lng, lat, address };
  }

  tile(z: number, x: number, y: number): Promise<MapTile> {
    return fetchTile(tileAddress(this.config.tileUrl, z, x, y, this.config.key), this.timeoutMs);
  }
}
