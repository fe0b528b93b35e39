import type { OrderTraces, ShipmentTrace } from '@rxdesk/contract/logistics/waybills';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Order } from '../../../platform/db/schema.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import {
  Kuaidi100Client,
  Kuaidi100Error,
  Kuaidi100SignatureError,
  type TraceSnapshot,
} from '../../../platform/adapters/kuaidi100/kuaidi100-client.ts';
import type { OrdersPorts } from '../../orders/orders.module.ts';
import type { WaybillsRepository } from './waybills.repository.ts';

type TraceRow = NonNullable<Awaited<ReturnType<WaybillsRepository['traceOfParcel']>>>;

/** Kuaidi100's "signed for" state. */
const DELIVERED = 3;
const PROVIDER = '快递100';

function traceDto(t: TraceRow): ShipmentTrace {
  return {
    express_code: t.express_code,
    waybill_no: t.waybill_no,
    state: Number(t.state),
    ischeck: Number(t.ischeck) === 1,
    traces: JSON.parse(t.traces) as ShipmentTrace['traces'],
    update_time: Number(t.updated_at),
  };
}

/** Parcel tracking: a shipped parcel is subscribed with the provider, its pushes (signed) and
 * polls are stored per parcel, and a parcel signed for long enough marks its order received. */
export class TrackingService {
  constructor(
    private readonly repo: WaybillsRepository,
    private readonly orders: OrdersPorts,
    private readonly provider: Kuaidi100Client | null,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly autoReceiveDays: number,
    private readonly warn: (obj: object, msg: string) => void,
  ) {}

  /** The parcel's row (made empty the first time), or null when the company has no Kuaidi100 code. */
  private async parcel(o: Order): Promise<{ row: TraceRow; com: string } | null> {
    if (!o.express_code || !o.waybill_no) return null;
    const company = await this.repo.company(o.express_code);
    if (!company?.kuaidi100_code) return null;
    await this.repo.transaction((trx) =>
      this.repo.ensureTraceInTrx(trx, {
        shop_id: o.shop_id,
        order_id: o.id,
        order_sn: o.sn,
        express_code: o.express_code,
        waybill_no: o.waybill_no,
        state: -1,
        ischeck: 0,
        traces: '[]',
        delivered_at: null,
        auto_received_at: null,
        updated_at: this.clock.now(),
      }),
    );
    const row = await this.repo.traceOfParcel(o.express_code, o.waybill_no);
    // A parcel number another shop's order already has is not this order's to follow.
    if (!row || Number(row.shop_id) !== o.shop_id || Number(row.order_id) !== o.id) return null;
    return { row, com: company.kuaidi100_code };
  }

  /** After an express shipment: subscribe the parcel's pushes (when configured). A failure is
   * logged, never undoes the shipment; the order detail's refresh polls instead. */
  async onSetout(o: Order): Promise<void> {
    const provider = this.provider;
    if (!provider?.subscribes) return;
    try {
      const p = await this.parcel(o);
      if (!p || Number(p.row.subscribed) === 1) return;
      await provider.subscribe(p.com, o.waybill_no, o.consignee_mobile);
      await this.repo.transaction((trx) =>
        this.repo.updateTraceInTrx(trx, Number(p.row.id), { subscribed: 1, updated_at: this.clock.now() }),
      );
    } catch (err) {
      this.warn({ err, order_sn: o.sn }, 'kuaidi100 subscription failed');
    }
  }

  /** Stores what the provider reports of the parcel, with its operation-log row. */
  private async store(row: TraceRow, s: TraceSnapshot): Promise<void> {
    const now = this.clock.now();
    const delivered = s.state === DELIVERED || s.ischeck;
    await this.repo.transaction(async (trx) => {
      await this.repo.updateTraceInTrx(trx, Number(row.id), {
        state: s.state,
        ischeck: s.ischeck ? 1 : 0,
        traces: JSON.stringify(s.data.slice(0, 200)),
        delivered_at: delivered ? (row.delivered_at === null ? now : Number(row.delivered_at)) : null,
        updated_at: now,
      });
      await this.log.write(
        {
          actor: { shopId: Number(row.shop_id), userId: null, username: PROVIDER, ip: '' },
          action: 'waybill.trace',
          targetType: 'waybill',
          target: row.order_sn,
          detail: { express: row.express_code, waybill_no: row.waybill_no, state: s.state },
        },
        trx,
      );
    });
  }

  /** The provider's push: a wrong signature is refused (401) with nothing stored; a parcel we do
   * not follow is acknowledged and ignored (the provider would otherwise push it again). */
  async push(param: string, sign: string): Promise<ReturnType<typeof Kuaidi100Client.pushAck>> {
    const provider = this.provider;
    if (!provider)
      throw new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: '快递100 Kuaidi100' });
    let s: TraceSnapshot;
    try {
      s = provider.parsePush(param, sign);
    } catch (e) {
      if (e instanceof Kuaidi100SignatureError)
        throw new AppError('UNAUTHENTICATED', 'error.waybill.signature');
      if (e instanceof Kuaidi100Error)
        throw new AppError('VALIDATION', 'error.validation', { field: 'param' }, 'param');
      throw e;
    }
    const company = s.com ? await this.repo.companyByKuaidi100(s.com) : undefined;
    const row = company ? await this.repo.traceOfParcel(company.code, s.nu) : undefined;
    if (row) await this.store(row, s);
    return Kuaidi100Client.pushAck(true);
  }

  /** The order's parcel trace; `refresh` asks the provider first (when configured). */
  async traces(auth: AuthContext, sn: string, refresh: boolean): Promise<OrderTraces> {
    const o = await this.orders.reads.findBySn(auth.shopId, sn);
    if (!o) throw notFound();
    const configured = this.provider !== null;
    if (refresh && this.provider) {
      const p = await this.parcel(o);
      if (p) {
        let s: TraceSnapshot;
        try {
          s = await this.provider.query(p.com, o.waybill_no, o.consignee_mobile);
        } catch (e) {
          if (e instanceof Kuaidi100Error)
            throw new AppError('CONFLICT', 'error.waybill.provider', { message: e.message.slice(0, 200) });
          throw e;
        }
        await this.store(p.row, s);
      }
    }
    if (!o.express_code || !o.waybill_no) return { trace: null, configured };
    const row = await this.repo.traceOfOrder(auth.shopId, o.id, o.express_code, o.waybill_no);
    return { trace: row ? traceDto(row) : null, configured };
  }

  /** Orders whose parcel was signed for AUTO_RECEIVE_DAYS ago are marked received (rog) by the
   * system. Each parcel is dealt with once: claimed in the order change's transaction, or marked
   * done when its order has moved on (received by hand, in an after-sale case, …). */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const due = await this.repo.dueForReceive(now - this.autoReceiveDays * 86_400);
    let received = 0;
    for (const t of due) {
      const o = await this.orders.reads.findBySn(Number(t.shop_id), t.order_sn);
      const current = o && o.express_code === t.express_code && o.waybill_no === t.waybill_no;
      let shippable = false;
      if (o && current) {
        try {
          this.orders.changes.decideOrRefuse(o, 'rog');
          shippable = true;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
        }
      }
      if (!o || !shippable) {
        await this.repo.transaction((trx) => this.repo.markAutoReceivedInTrx(trx, Number(t.id), now));
        continue;
      }
      try {
        await this.orders.changes.apply({ auth: null, name: '系统' }, o, {
          action: 'rog',
          message: `物流签收满 ${this.autoReceiveDays} 天，自动确认收货`,
          alsoInTransaction: async (trx) => {
            if (!(await this.repo.markAutoReceivedInTrx(trx, Number(t.id), now)))
              throw new AppError('CONFLICT', 'error.conflict');
          },
        });
        received++;
      } catch (e) {
        // Another process received it first, or the order changed meanwhile: the next run decides.
        if (!(e instanceof AppError)) throw e;
      }
    }
    return received;
  }
}
