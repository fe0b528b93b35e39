import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import {
  geocodeQuery,
  geoPlace,
  geoPlaces,
  mapProviderParams,
  mapServices,
  regeoQuery,
  tileImage,
  tileParams,
} from '@rxdesk/contract/maps/maps';
import type { AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { MapsService } from './maps.service.ts';

/** The two location pickers' calls (§2): any signed-in seller may use them (shop and store
 * settings both place points). Tiles are images; geocoding answers JSON. */
export function mapsRoutes(deps: {
  service: MapsService;
  guard: AuthGuard;
  tileCacheSeconds: number;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['maps']);
    const { service } = deps;
    r.get(
      '/seller/maps',
      read({ summary: 'The map services and whether each is configured', response: { 200: mapServices } }),
      () => service.services(),
    );
    r.get(
      '/seller/maps/:provider/geocode',
      act({
        summary: 'Places for an address (AMap /v3/geocode/geo, Tencent /ws/geocoder/v1/), GCJ-02',
        params: mapProviderParams,
        querystring: geocodeQuery,
        response: { 200: geoPlaces, 503: apiError },
      }),
      (req) => service.geocode(req.params.provider, req.query.address),
    );
    r.get(
      '/seller/maps/:provider/regeo',
      act({
        summary: 'The formatted address of a GCJ-02 point (reverse geocoding)',
        params: mapProviderParams,
        querystring: regeoQuery,
        response: { 200: geoPlace, 503: apiError },
      }),
      (req) => service.regeo(req.params.provider, req.query.lng, req.query.lat),
    );
    r.get(
      '/seller/maps/:provider/tiles/:z/:x/:y',
      act({
        summary: `A map tile through the server (kept ${deps.tileCacheSeconds} s; X-Tile-Cache: hit | miss)`,
        params: tileParams,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 200: tileImage, 503: apiError },
      }),
      async (req, typedReply) => {
        // The body is the tile's bytes, not JSON: the reply is used untyped, past the serializer.
        const reply = typedReply as unknown as FastifyReply;
        const { z, x, y, provider } = req.params;
        const { tile, hit } = await service.tile(provider, z, x, y);
        return reply
          .type(tile.contentType)
          .header('cache-control', `private, max-age=${deps.tileCacheSeconds}`)
          .header('x-tile-cache', hit ? 'hit' : 'miss')
          .header('x-content-type-options', 'nosniff')
          .send(tile.body);
      },
    );
  };
}
