import type { GeoPlace, MapProvider, MapServices } from '@rxdesk/contract/maps/maps';
import { MapServiceError, type MapTile } from '../../platform/adapters/amap/map-tile.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TileCache } from './tile-cache.ts';

/** What the maps area needs of a map service (AmapClient, TencentMapClient). */
export interface MapClient {
  geocode(address: string): Promise<GeoPlace[]>;
  regeo(lng: number, lat: number): Promise<GeoPlace>;
  tile(z: number, x: number, y: number): Promise<MapTile>;
}

/** Zoom levels the pickers offer (both services serve 3–18). */
export const MAP_MAX_ZOOM = 18;

const notConfigured = (provider: MapProvider) =>
  new AppError('NOT_CONFIGURED', `error.maps.notConfigured.${provider}`);

/** The location pickers' map services, through the server: the keys never reach the browser. */
export class MapsService {
  constructor(
    private readonly clients: Record<MapProvider, MapClient | null>,
    private readonly tiles: TileCache,
  ) {}

  services(): MapServices {
    return (Object.keys(this.clients) as MapProvider[]).map((provider) => ({
      provider,
      configured: this.clients[provider] !== null,
      max_zoom: MAP_MAX_ZOOM,
    }));
  }

  private client(provider: MapProvider): MapClient {
    const c = this.clients[provider];
    if (!c) throw notConfigured(provider);
    return c;
  }

  geocode(provider: MapProvider, address: string): Promise<GeoPlace[]> {
    return guarded(this.client(provider).geocode(address));
  }

  regeo(provider: MapProvider, lng: number, lat: number): Promise<GeoPlace> {
    return guarded(this.client(provider).regeo(lng, lat));
  }

  /** A tile, from the cache when fetched within the TTL. */
  tile(provider: MapProvider, z: number, x: number, y: number) {
    const c = this.client(provider);
    // Beyond the world's tiles at this zoom: refused, never asked of the service.
    if (x >= 2 ** z || y >= 2 ** z) throw new AppError('VALIDATION', 'rule.map.tile', {}, 'x');
    return guarded(this.tiles.get(`${provider}/${z}/${x}/${y}`, () => c.tile(z, x, y)));
  }
}

/** A service's refusal or silence answers 409 with its message (nothing was changed). */
async function guarded<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof MapServiceError)
      throw new AppError('CONFLICT', 'error.maps.provider', { message: err.message.slice(0, 200) });
    throw err;
  }
}
