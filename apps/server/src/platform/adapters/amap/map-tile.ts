/** What the two map adapters share: a tile URL template and a bounded fetch of one tile. */

export interface MapServiceConfig {
  /** The web-service key (AMAP_KEY / TENCENT_MAP_KEY). */
  key: string;
  /** e.g. https://restapi.amap.com, https://apis.map.qq.com */
  baseUrl: string;
  /** Tile URL with {z} {x} {y} ({-y}: the TMS row, counted from the south) and optional {key}. */
  tileUrl: string;
}

export interface GeoPlace {
  lng: number;
  lat: number;
  address: string;
}

export interface MapTile {
  contentType: string;
  body: Buffer;
}

/** The service refused or could not be reached; the message is the service's own. */
export class MapServiceError extends Error {}

export function tileAddress(template: string, z: number, x: number, y: number, key: string): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{-y}', String(2 ** z - 1 - y))
    .replaceAll('{y}', String(y))
    .replaceAll('{key}', encodeURIComponent(key));
}

/** One tile, refused unless the answer is an image (a service's error page is not a tile). */
export async function fetchTile(url: string, timeoutMs: number): Promise<MapTile> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new MapServiceError(err instanceof Error ? err.message : String(err));
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (!res.ok || !contentType.startsWith('image/'))
    throw new MapServiceError(`tile answered ${res.status} ${contentType}`);
  return { contentType, body: Buffer.from(await res.arrayBuffer()) };
}

/** GET a JSON answer of a web-service API. */
export async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new MapServiceError(err instanceof Error ? err.message : String(err));
  }
  if (!res.ok) throw new MapServiceError(`HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new MapServiceError('not JSON');
  }
}
