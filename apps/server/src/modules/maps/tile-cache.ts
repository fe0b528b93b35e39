import type { MapTile } from '../../platform/adapters/amap/map-tile.ts';

/** Tiles fetched through the server, kept in memory for MAP_TILE_CACHE_SECONDS (§9: 1200 s) so a
 * map panned back and forth, or opened by several sellers, asks the service once. Bounded: the
 * oldest entries go first past `maxEntries` (a 256 px tile is ~10–30 KB, so ~60 MB at most). */
export class TileCache {
  private readonly entries = new Map<string, { tile: MapTile; expires: number }>();
  /** Fetches under way, so two requests for one tile at once make one call. */
  private readonly pending = new Map<string, Promise<MapTile>>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number,
    private readonly maxEntries = 3000,
  ) {}

  async get(key: string, fetch: () => Promise<MapTile>): Promise<{ tile: MapTile; hit: boolean }> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) return { tile: found.tile, hit: true };
    if (found) this.entries.delete(key);
    let run = this.pending.get(key);
    if (!run) {
      run = fetch().finally(() => this.pending.delete(key));
      this.pending.set(key, run);
    }
    const tile = await run;
    if (this.ttlSeconds > 0) {
      this.entries.set(key, { tile, expires: this.now() + this.ttlSeconds });
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return { tile, hit: false };
  }
}
