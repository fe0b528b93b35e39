import { setImmediate as nextTurn } from 'node:timers/promises';
import { listOf, type SheetRow } from './goods-import-cells.ts';
import {
  checkGoods,
  IMAGE_SEPARATORS,
  type CategoryLookup,
  type CheckedGoods,
} from './goods-import-forms.ts';
import {
  crossRowErrors,
  groupRows,
  sortErrors,
  type GoodsRows,
  type RowError,
} from './goods-import-groups.ts';

/* The whole file checked: each item by the goods form, then what only the shop's data can say
 * (codes taken, pictures not the shop's, batches already expired). Nothing is written here. */

/** Items checked between two turns of the event loop. */
const CHECK_CHUNK = 10;
/** Rows between two progress reports: each is a write of the job row (on SQLite a synced commit,
 * which a report per chunk made the check's longest stall). */
const PROGRESS_ROWS = 500;
const FILE_LINK = /^\/api\/files\/([0-9a-f]{64})\.(?:jpeg|png|webp|gif|thumb\.webp)$/;

export interface CheckDeps {
  category: CategoryLookup;
  takenGoodsCodes(codes: string[]): Promise<Set<string>>;
  takenSkuCodes(codes: string[]): Promise<Set<string>>;
  ownedImages(hashes: string[]): Promise<Set<string>>;
  /** The shop's pictures by the name they were uploaded with: their links. */
  imagesByName(names: string[]): Promise<Map<string, string>>;
  /** 'YYYY-MM-DD' in Shanghai: a batch expiring before it cannot be received. */
  today: string;
  /** Rows checked of all, every chunk. */
  progress(done: number, total: number): Promise<void>;
}

export interface CheckOutcome {
  errors: RowError[];
  /** The items to apply, in file order (meaningful only when `errors` is empty). */
  goods: CheckedGoods[];
  counts: { rows: number; goods: number; skus: number; batches: number };
}

async function shopErrors(goods: CheckedGoods[], deps: CheckDeps): Promise<RowError[]> {
  const out: RowError[] = [];
  const goodsCodes = await deps.takenGoodsCodes(goods.map((g) => g.body.goods_code));
  const skuCodes = await deps.takenSkuCodes(goods.flatMap((g) => g.body.skus.map((s) => s.sku_code)));
  const hashes = new Set<string>();
  for (const g of goods) for (const link of g.body.images) hashes.add(FILE_LINK.exec(link)?.[1] ?? '');
  hashes.delete('');
  const owned = await deps.ownedImages([...hashes]);
  for (const { body, origins } of goods) {
    const at = origins.goods;
    if (goodsCodes.has(body.goods_code))
      out.push({
        row: at,
        column: 'goods_code',
        key: 'error.goods.codeTaken',
        params: { code: body.goods_code },
      });
    const unknown = body.images.find((link) => !owned.has(FILE_LINK.exec(link)?.[1] ?? ''));
    if (unknown !== undefined)
      out.push({ row: at, column: 'images', key: 'rule.goodsImport.imageUnknown', params: { url: unknown } });
    body.skus.forEach((s, i) => {
      if (skuCodes.has(s.sku_code))
        out.push({
          row: origins.skus[i]!,
          column: 'sku_code',
          key: 'error.goods.skuCodeTaken',
          params: { code: s.sku_code },
        });
      (s.batches ?? []).forEach((b, j) => {
        if (b.expiry_date < deps.today)
          out.push({
            row: origins.batches[i]![j]!,
            column: 'expiry_date',
            key: 'error.goods.batchExpired',
            params: { batch: b.batch_no },
          });
      });
    });
  }
  return out;
}

/** A picture may be named as uploaded (阿莫西林.png) instead of by its link: the item's first row
 * gets the links (a copy: the preview keeps what the file said). */
async function resolveImageNames(groups: GoodsRows[], deps: CheckDeps): Promise<RowError[]> {
  const names = new Set<string>();
  for (const g of groups)
    for (const token of listOf(g.rows[0]!.values.images ?? '', IMAGE_SEPARATORS))
      if (!token.startsWith('/')) names.add(token);
  if (names.size === 0) return [];
  const links = await deps.imagesByName([...names]);
  const out: RowError[] = [];
  for (const g of groups) {
    const first = g.rows[0]!;
    const tokens = listOf(first.values.images ?? '', IMAGE_SEPARATORS);
    const unknown = tokens.find((t) => !t.startsWith('/') && !links.has(t));
    if (unknown !== undefined)
      out.push({
        row: first.row,
        column: 'images',
        key: 'rule.goodsImport.imageUnknown',
        params: { url: unknown },
      });
    const images = tokens.map((t) => links.get(t) ?? t).join(',');
    g.rows[0] = { ...first, values: { ...first.values, images } };
  }
  return out;
}

/** One message a cell: the first found is the most specific (a picture not found, rather than
 * the link rule it then also breaks). */
function firstPerCell(errors: RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const id = `${e.row}\u0000${e.column}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export async function checkRows(rows: readonly SheetRow[], deps: CheckDeps): Promise<CheckOutcome> {
  const groups = groupRows(rows);
  const errors = crossRowErrors(groups);
  errors.push(...(await resolveImageNames(groups, deps)));
  const goods: CheckedGoods[] = [];
  let done = 0;
  let reported = 0;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    const result = checkGoods(g, deps.category);
    errors.push(...result.errors);
    if (result.checked) goods.push(result.checked);
    done += g.rows.length;
    if ((i + 1) % CHECK_CHUNK === 0) {
      if (done - reported >= PROGRESS_ROWS) {
        await deps.progress(done, rows.length);
        reported = done;
      }
      await nextTurn();
    }
  }
  errors.push(...(await shopErrors(goods, deps)));
  const skus = groups.reduce((n, g) => n + g.skus.length, 0);
  const batches = goods.reduce((n, g) => n + g.origins.batches.reduce((m, b) => m + b.length, 0), 0);
  return {
    errors: sortErrors(firstPerCell(errors)),
    goods,
    counts: { rows: rows.length, goods: groups.length, skus, batches },
  };
}

/** The category a cell names: its id, or its names from the top level down ("感冒发热/感冒药");
 * only a category of the last level takes goods. */
export function categoryLookup(
  rows: readonly { id: number; parent_id: number; name: string }[],
): CategoryLookup {
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const parents = new Set(rows.map((r) => Number(r.parent_id)));
  const byPath = new Map<string, number>();
  const pathOf = (id: number, depth = 0): string => {
    const r = byId.get(id);
    if (!r || depth > 8) return '';
    const up = Number(r.parent_id) === 0 ? '' : pathOf(Number(r.parent_id), depth + 1);
    return up ? `${up}/${r.name.trim()}` : r.name.trim();
  };
  for (const r of rows) byPath.set(pathOf(Number(r.id)), Number(r.id));
  return (cell) => {
    const text = cell.trim();
    const id = /^\d+$/.test(text)
      ? byId.has(Number(text))
        ? Number(text)
        : undefined
      : byPath.get(
          text
            .split(/\s*[/／>＞\\]\s*/)
            .filter(Boolean)
            .join('/'),
        );
    if (id === undefined) return { key: 'rule.goodsImport.category', params: { value: text } };
    if (parents.has(id)) return { key: 'error.goods.categoryNotLeaf' };
    return { id };
  };
}
