import type { GeoPlace, MapProvider, MapServices } from '@rxdesk/contract/maps/maps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../http/api-client.ts';

/** Query keys of the map services (the picker's only cached read). */
export const mapKeys = { services: () => ['maps', 'services'] as const };

/** GET seller/maps — which services are configured. */
export const getMapServices = () => apiClient.get<MapServices>('seller/maps');
export const mapServicesQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.services(), queryFn: getMapServices, staleTime: 10 * 60_000 });
export const useMapServices = () => useQuery(mapServicesQueryOptions());

/** GET seller/maps/{provider}/geocode?address= — places for an address, best first. */
export const geocode = (provider: MapProvider, address: string) =>
  apiClient.get<GeoPlace[]>(`seller/maps/${provider}/geocode?address=${encodeURIComponent(address)}`);

/** GET seller/maps/{provider}/regeo?lng=&lat= — the address of a point. Silent: a point without
 * an address is still a point. */
export const reverseGeocode = (provider: MapProvider, lng: number, lat: number) =>
  apiClient.get<GeoPlace>(`seller/maps/${provider}/regeo?lng=${lng}&lat=${lat}`, { silent: true });

/** GET seller/maps/{provider}/tiles/{z}/{x}/{y} — a tile's bytes (the server holds the key and
 * caches tiles), fetched with the session like every call. Silent: a missing tile stays blank. */
export const getTile = (provider: MapProvider, z: number, x: number, y: number) =>
  apiClient.get<Blob>(`seller/maps/${provider}/tiles/${z}/${x}/${y}`, { responseType: 'blob', silent: true });
