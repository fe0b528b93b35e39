import type { MapProvider } from '@rxdesk/contract/maps/maps';
import L from 'leaflet';
import { getTile } from './api/map-api.ts';

interface TileImage extends HTMLImageElement {
  /** The object URL the tile's bytes are shown from, revoked when Leaflet drops the tile. */
  blobUrl?: string;
}

/** A Leaflet grid layer whose tiles come through our server (GET seller/maps/{provider}/tiles):
 * an <img src> cannot send the session header, so each tile is fetched as a blob and shown from
 * an object URL. */
export function proxyTileLayer(provider: MapProvider, maxZoom: number): L.GridLayer {
  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback) {
      const img = document.createElement('img') as TileImage;
      img.alt = '';
      img.setAttribute('role', 'presentation');
      getTile(provider, coords.z, coords.x, coords.y)
        .then((blob) => {
          img.onload = () => done(undefined, img);
          img.onerror = () => done(new Error('tile'), img);
          img.blobUrl = URL.createObjectURL(blob);
          img.src = img.blobUrl;
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error('tile'), img));
      return img;
    },
  }) as unknown as new (options: L.GridLayerOptions) => L.GridLayer;
  const layer = new Layer({ maxZoom, minZoom: 3, tileSize: 256 });
  layer.on('tileunload', (e: L.TileEvent) => {
    const url = (e.tile as TileImage).blobUrl;
    if (url) URL.revokeObjectURL(url);
  });
  return layer;
}
