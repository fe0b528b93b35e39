import type { Page } from '@rxdesk/contract/common/paging';
import type {
  InvoiceDetail,
  InvoiceExportQuery,
  InvoiceListQuery,
  InvoiceRow,
  InvoiceSetting,
  InvoiceSettingBody,
} from '@rxdesk/contract/invoices/invoices';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { InvoiceRecord, InvoicesRepository } from './invoices.repository.ts';
import { invoiceDetail, invoiceRow, type RefundTotals } from './invoice-rows.ts';
import { parseSetting } from './invoice-settings.ts';

/** Invoices as the seller reads them (list, detail by sn, an order's invoices) and the shop's
 * invoice settings. The refunded amounts come from the after-sale area at read time. */
export class InvoicesService {
  constructor(
    private readonly repo: InvoicesRepository,
    private readonly refunds: RefundTotals,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** Rows with their refunds, read in one call for the page. */
  async rows(shopId: number, records: InvoiceRecord[]): Promise<InvoiceRow[]> {
    const refunded = await this.refunds(shopId, [...new Set(records.map((r) => Number(r.order_id)))]);
    return records.map((r) => invoiceRow(r, refunded.get(Number(r.order_id)) ?? 0));
  }

  async list(auth: AuthContext, q: InvoiceListQuery): Promise<Page<InvoiceRow>> {
    const { rows, total } = await this.repo.page(auth.shopId, q);
    return {
      data: await this.rows(auth.shopId, rows),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async bySn(auth: AuthContext, sn: string): Promise<InvoiceDetail> {
    const r = await this.repo.findBySn(auth.shopId, sn);
    if (!r) throw notFound();
    const refunded = await this.refunds(auth.shopId, [Number(r.order_id)]);
    const history = await this.repo.history(auth.shopId, Number(r.id));
    return invoiceDetail(r, refunded.get(Number(r.order_id)) ?? 0, history);
  }

  async ofOrder(auth: AuthContext, orderSn: string): Promise<InvoiceRow[]> {
    return this.rows(auth.shopId, await this.repo.ofOrder(auth.shopId, orderSn));
  }

  async setting(auth: AuthContext): Promise<InvoiceSetting> {
    const row = await this.repo.setting(auth.shopId);
    return { ...parseSetting(row), update_time: row ? Number(row.updated_at) : 0 };
  }

  async saveSetting(auth: AuthContext, b: InvoiceSettingBody): Promise<InvoiceSetting> {
    const now = this.clock.now();
    const before = parseSetting(await this.repo.setting(auth.shopId));
    await this.repo.transaction(async (trx) => {
      await this.repo.saveSettingInTrx(trx, {
        shop_id: auth.shopId,
        kinds: b.kinds.join(','),
        contents: b.contents.join(','),
        updated_at: now,
      });
      await this.log.write(
        {
          auth,
          action: 'invoice.setting',
          target: String(auth.shopId),
          changes: {
            kinds: { from: before.kinds, to: b.kinds },
            contents: { from: before.contents, to: b.contents },
          },
        },
        trx,
      );
    });
    return {
      ...parseSetting({ kinds: b.kinds.join(','), contents: b.contents.join(',') }),
      update_time: now,
    };
  }

  /** The export's source: batches of rows with their refunds, in id order. */
  async *exportRows(shopId: number, q: InvoiceExportQuery, batch = 500): AsyncGenerator<InvoiceRow[]> {
    let after = 0;
    for (;;) {
      const records = await this.repo.batch(shopId, q, after, batch);
      if (records.length === 0) return;
      yield await this.rows(shopId, records);
      after = Number(records[records.length - 1]!.id);
      if (records.length < batch) return;
    }
  }

  count(shopId: number, q: InvoiceExportQuery) {
    return this.repo.count(shopId, q);
  }
}
