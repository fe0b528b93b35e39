import { z } from 'zod';
import {
  fetchTile,
  getJson,
  MapServiceError,
  tileAddress,
  type GeoPlace,
  type MapServiceConfig,
  type MapTile,
} from './map-tile.ts';

// AMap web service answers: status "1" ok, "0" refused with `info`; a location is "lng,lat" (GCJ-02).
const lngLat = z
  .string()
  .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
  .transform((s) => s.split(',').map(Number) as [number, number]);
// An empty field is answered as [] by AMap, not "".
const textOrEmpty = z.union([z.string(), z.array(z.unknown()).transform(() => '')]);
const geoAnswer = z.object({
  status: z.string(),
  info: z.string().default(''),
  geocodes: z.array(z.object({ formatted_address: textOrEmpty, location: lngLat })).default([]),
});
const regeoAnswer = z.object({
  status: z.string(),
  info: z.string().default(''),
  regeocode: z.object({ formatted_address: textOrEmpty }).optional(),
});

/** 高德地图 web service: geocoding `/v3/geocode/geo`, reverse geocoding `/v3/geocode/regeo`, and
 * raster tiles from AMAP_TILE_URL. */
export class AmapClient {
  constructor(
    private readonly config: MapServiceConfig,
    private readonly timeoutMs = 8000,
  ) {}

  private async call<T extends z.ZodType>(path: string, params: Record<string, string>, schema: T) {
    const query = new URLSearchParams({ key: this.config.key, ...params, output: 'JSON' });
    const parsed = schema.safeParse(await getJson(`${this.config.baseUrl}${path}?${query}`, this.timeoutMs));
    if (!parsed.success) throw new MapServiceError('unexpected answer');
    const answer = parsed.data as { status: string; info: string };
    if (answer.status !== '1') throw new MapServiceError(answer.info || `status ${answer.status}`);
    return parsed.data as z.infer<T>;
  }

  async geocode(address: string): Promise<GeoPlace[]> {
    const a = await this.call('/v3/geocode/geo', { address }, geoAnswer);
    return a.geocodes.map((g) => ({ lng: g.location[0], lat: g.location[1], address: g.formatted_address }));
  }

  async regeo(lng: number, lat: number): Promise<GeoPlace> {
    const a = await this.call('/v3/geocode/regeo', { location: `${lng},${lat}` }, regeoAnswer);
    return { lng, lat, address: a.regeocode?.formatted_address ?? '' };
  }

  tile(z: number, x: number, y: number): Promise<MapTile> {
    return fetchTile(tileAddress(this.config.tileUrl, z, x, y, this.config.key), this.timeoutMs);
  }
}
