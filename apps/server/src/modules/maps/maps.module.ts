import type { FastifyInstance } from 'fastify';
// Registers the maps' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/settings/shop-settings-messages';
import { AmapClient } from '../../platform/adapters/amap/amap-client.ts';
import { TencentMapClient } from '../../platform/adapters/tencent-map/tencent-map-client.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import { mapsRoutes } from './maps.routes.ts';
import { MapsService } from './maps.service.ts';
import { TileCache } from './tile-cache.ts';

/** The location pickers' map services (issue 24): tiles and geocoding of AMap and Tencent Maps
 * through the server, with the keys of AMAP_KEY / TENCENT_MAP_KEY. No ports. */
export async function registerMapsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { amap, tencent, tileCacheSeconds } = ctx.config.maps;
  const service = new MapsService(
    {
      amap: amap ? new AmapClient(amap) : null,
      tencent: tencent ? new TencentMapClient(tencent) : null,
    },
    // Wall time, not the app clock: the TTL is about the service's tiles, not business time.
    new TileCache(tileCacheSeconds, () => Math.floor(Date.now() / 1000)),
  );
  await api.register(mapsRoutes({ service, guard: ctx.guard, tileCacheSeconds }));
}
