import QRCode from 'qrcode';
import type { Page } from '@rxdesk/contract/common/paging';
import type { QrcodeGoods } from '@rxdesk/contract/goods/qrcode';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { QrcodeRepository } from './qrcode.repository.ts';

/** Promotion codes (推广码): made here with the `qrcode` library, no partner involved. The code
 * holds the mini-program page of the goods: MINIPROGRAM_PAGE_BASE followed by its id. */
export class QrcodeService {
  constructor(
    private readonly repo: QrcodeRepository,
    private readonly pageBase: string,
  ) {}

  pagePath(goodsId: number): string {
    return `${this.pageBase}${goodsId}`;
  }

  async list(
    auth: AuthContext,
    q: { page_no: number; page_size: number; keyword?: string },
  ): Promise<Page<QrcodeGoods>> {
    const { rows, total } = await this.repo.onSalePage(auth.shopId, q);
    return {
      data: rows.map(({ id, price, ...r }) => ({
        goods_id: id,
        ...r,
        price: fenToYuan(price),
        page_path: this.pagePath(id),
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** The PNG, `size` pixels square; 404 unless the goods are the shop's own and approved. */
  async png(auth: AuthContext, goodsId: number, size: number): Promise<Buffer> {
    if (!(await this.repo.isApproved(auth.shopId, goodsId))) throw notFound();
    // Level M survives a poster's print and a little damage; a 2-module quiet zone is enough for
    // WeChat's scanner and keeps the code large within the requested size.
    return QRCode.toBuffer(this.pagePath(goodsId), {
      type: 'png',
      width: size,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
  }
}
