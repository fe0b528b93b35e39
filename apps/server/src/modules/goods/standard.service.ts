import type { StandardGoods, StandardGoodsQuery } from '@rxdesk/contract/goods/standard';
import type { Page } from '@rxdesk/contract/common/paging';
import { AppError } from '../../platform/http/app-error.ts';
import type { StandardGoodsRepository } from './standard.repository.ts';

type Row = NonNullable<Awaited<ReturnType<StandardGoodsRepository['byId']>>>;

const toItem = ({ id, category_path, ...r }: Row): StandardGoods => ({
  standard_id: id,
  ...r,
  category_path: category_path ?? '',
});

/** §7 `/admin/goods/standard` and its details: read-only, the same for every shop. */
export class StandardGoodsService {
  constructor(private readonly repo: StandardGoodsRepository) {}

  async list(q: StandardGoodsQuery): Promise<Page<StandardGoods>> {
    const { rows, total } = await this.repo.list(q);
    return { data: rows.map(toItem), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async detail(id: number): Promise<StandardGoods> {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND', 'error.notFound');
    return toItem(row);
  }
}
