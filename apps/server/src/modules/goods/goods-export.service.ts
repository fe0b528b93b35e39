import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { streamSheet } from '../../platform/xlsx/xlsx-stream.ts';
import type { CatalogueListRepository } from './catalogue-list.repository.ts';
import { EXPORT_COLUMNS, exportRows, type ExportNames } from './goods-export.ts';
import type { GoodsExportRepository } from './goods-export.repository.ts';

/** Items per read, and per event-loop turn (a few SKU rows each; the order export's 250 rows). */
const EXPORT_BATCH = 100;

/** The goods list as a streamed XLSX file, following the list's filters. */
export class GoodsExportService {
  constructor(
    private readonly list: CatalogueListRepository,
    private readonly repo: GoodsExportRepository,
  ) {}

  /** How many items the file holds (the `x-export-rows` header) and the file, streamed. */
  async export(auth: AuthContext, q: GoodsListQuery) {
    const shopId = auth.shopId;
    const total = await this.list.count(shopId, q);
    const names = await this.names(shopId);
    const file = streamSheet('商品', EXPORT_COLUMNS, async (write) => {
      let before: number | null = null;
      for (let sent = 0; sent < total;) {
        const goods = await this.list.exportBatch(shopId, q, before, Math.min(EXPORT_BATCH, total - sent));
        if (goods.length === 0) return;
        const skus = await this.repo.skusOf(
          shopId,
          goods.map((g) => g.id),
        );
        const rows = goods.flatMap((g) =>
          exportRows(
            g,
            skus.filter((s) => s.goods_id === g.id),
            names,
          ),
        );
        if (!(await write(rows))) return;
        sent += goods.length;
        before = goods[goods.length - 1]!.id;
      }
    });
    return { total, file };
  }

  private async names(shopId: number): Promise<ExportNames> {
    const categories = new Map((await this.repo.categories()).map((c) => [Number(c.id), c]));
    const groups = new Map((await this.repo.groups(shopId)).map((g) => [Number(g.id), g.name]));
    const paths = new Map<number, string>();
    const pathOf = (id: number, depth = 0): string => {
      const c = categories.get(id);
      if (!c || depth > 8) return '';
      const up = Number(c.parent_id) === 0 ? '' : pathOf(Number(c.parent_id), depth + 1);
      return up ? `${up}/${c.name}` : c.name;
    };
    return {
      categoryPath: (id) => {
        if (!paths.has(id)) paths.set(id, pathOf(id));
        return paths.get(id)!;
      },
      group: (id) => (id === null ? '' : (groups.get(Number(id)) ?? '')),
    };
  }
}
