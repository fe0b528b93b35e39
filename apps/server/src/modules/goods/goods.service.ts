import type { GoodsSku, GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import type { Page } from '@rxdesk/contract/common/paging';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { GoodsRepository } from './goods.repository.ts';

export class GoodsService {
  constructor(private readonly repo: GoodsRepository) {}

  /** The goods picker (§2 Dialogs, §7). Always the caller's own shop: `seller_id` from the client
   * is ignored rather than trusted. */
  async pickerList(auth: AuthContext, q: GoodsSkuQuery): Promise<Page<GoodsSku>> {
    const { rows, total } = await this.repo.pickerPage(auth.shopId, q, onSaleOnly(q));
    return {
      data: rows.map(toPickerItem),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** The chosen goods, in the order asked; 404 when one is not the caller's shop's. */
  async pickerDetails(auth: AuthContext, ids: number[]): Promise<GoodsSku[]> {
    const rows = await this.repo.skusByIds(auth.shopId, ids);
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', 'error.notFound');
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => toPickerItem(byId.get(id)!));
  }
}

/** The picker as §9 opens it (on sale, approved) with no other filter: its total is a counter. */
const onSaleOnly = (q: GoodsSkuQuery) =>
  q.market_enable === 1 &&
  q.is_auth === 1 &&
  !q.keyword &&
  !q.category_path &&
  !q.goods_ids?.length &&
  !q.goods_codes?.length;

type PickerRow = Awaited<ReturnType<GoodsRepository['skusByIds']>>[number];

function toPickerItem(g: PickerRow): GoodsSku {
  return {
    goods_id: g.id,
    goods_name: g.goods_name,
    common_name: g.common_name,
    specs_name: g.specs,
    thumbnail: g.thumbnail,
    price: fenToYuan(g.price),
    goods_code: g.goods_code,
    dosage_form: g.dosage_form,
    manufacturer: g.manufacturer,
    storage: g.storage,
    drug_type: g.drug_type,
    is_prescription: g.is_prescription,
    stock: g.stock,
    unit: g.unit,
    category_path: g.category_path,
  };
}
