/**
 * The soak's operations against a running server, each ONE HTTP request, with the orders they
 * need handed from one to the next: an intake puts its order on a queue, a detail read of a queued
 * order collects its lines so a ship can send their batch numbers, an audited prescription order
 * joins the orders waiting to ship. A slot whose queue is empty runs a read instead (counted).
 */
import { randomUUID } from 'node:crypto';
import { SIGNATURE, prescriptionFor } from '@rxdesk/server/src/testing/prescriptions.ts';
import { md5 } from '../orders/common.ts';
import type { SoakData, SoakGoods } from './soak-data.ts';

export type Kind = 'list' | 'detail' | 'count' | 'intake' | 'intake_rx' | 'audit' | 'ship';
export const KINDS: Kind[] = ['list', 'detail', 'count', 'intake', 'intake_rx', 'audit', 'ship'];

/** One cycle of 20 requests: 60 % staff reads, 20 % open-API intake (half with a prescription),
 * 20 % state changes (prescription audits and express shipments). */
export const CYCLE: Kind[] = [
  ...['list', 'detail', 'intake', 'list', 'count', 'audit', 'detail', 'list', 'intake_rx', 'ship'],
  ...['list', 'detail', 'intake', 'list', 'count', 'audit', 'detail', 'list', 'intake_rx', 'ship'],
] as Kind[];

export interface Outcome {
  kind: Kind;
  ms: number;
  error?: string;
}

const ORDERS = '/api/seller/trade/orders';
const AUDIT = '/api/seller/prescription/prescriptionOrder/audit';
const INTAKE_KEY = 'rxdesk-demo-intake-key';
const TABS = ['ALL', 'WAIT_SHIP', 'SHIPPED', 'ALL', 'WAIT_PAY'];

export class SoakClient {
  private readonly waitShip: string[] = [];
  private readonly ready: { sn: string; batches: { item_id: number; batch_numbers: string[] }[] }[] = [];
  private readonly pendingAudit: string[] = [];
  private readonly known: string[] = [];
  private n = 0;
  /** Slots that found their queue empty and ran a read instead. */
  readonly substituted: Partial<Record<Kind, number>> = {};

  constructor(
    private readonly base: string,
    private readonly admin: string,
    private readonly pharmacist: string,
    private readonly data: SoakData,
  ) {}

  async run(slot: Kind): Promise<Outcome> {
    const kind = this.available(slot);
    const i = this.n++;
    const t0 = performance.now();
    try {
      const error = await this.perform(kind, i);
      return { kind, ms: performance.now() - t0, ...(error ? { error } : {}) };
    } catch (err) {
      return { kind, ms: performance.now() - t0, error: `${kind}: ${String(err)}` };
    }
  }

  private available(slot: Kind): Kind {
    const empty =
      (slot === 'audit' && this.pendingAudit.length === 0) ||
      (slot === 'ship' && this.ready.length === 0) ||
      (slot === 'detail' && this.known.length === 0 && this.waitShip.length === 0);
    if (!empty) return slot;
    this.substituted[slot] = (this.substituted[slot] ?? 0) + 1;
    return 'count';
  }

  private async perform(kind: Kind, i: number): Promise<string | undefined> {
    switch (kind) {
      case 'list': {
        const tab = TABS[i % TABS.length];
        return this.expect(
          kind,
          await this.get(`${ORDERS}?tab=${tab}&page_size=20&page_no=${1 + (i % 3)}`),
          200,
        );
      }
      case 'count':
        return this.expect(kind, await this.get(`${ORDERS}/count`), 200);
      case 'detail': {
        const next = this.ready.length < 50 ? this.waitShip.shift() : undefined;
        const sn = next ?? this.known[i % this.known.length]!;
        const res = await this.get(`${ORDERS}/detail/${sn}`);
        const failed = await this.expect(kind, res, 200, true);
        if (failed) return failed;
        const d = (await res.json()) as { status: string; items: { item_id: number }[] };
        if (next && (d.status === 'PAID_OFF' || d.status === 'CONFIRM'))
          this.ready.push({
            sn,
            batches: d.items.map((it, k) => ({ item_id: it.item_id, batch_numbers: [`SOAK${i}-${k}`] })),
          });
        return undefined;
      }
      case 'intake':
      case 'intake_rx': {
        const rx = kind === 'intake_rx';
        const res = await fetch(`${this.base}/api/open/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': INTAKE_KEY,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(this.orderBody(rx ? this.data.rx : this.data.otc, i, rx)),
        });
        const failed = await this.expect(kind, res, 201, true);
        if (failed) return failed;
        const { sn } = (await res.json()) as { sn: string };
        (rx ? this.pendingAudit : this.waitShip).push(sn);
        this.remember(sn);
        return undefined;
      }
      case 'audit': {
        const sn = this.pendingAudit.shift()!;
        const res = await fetch(`${this.base}${AUDIT}/${sn}/1`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.pharmacist}` },
          body: JSON.stringify({ audit_password: md5('audit123'), signature: SIGNATURE }),
        });
        const failed = await this.expect(kind, res, 200);
        if (!failed) this.waitShip.push(sn);
        return failed;
      }
      case 'ship': {
        const { sn, batches } = this.ready.shift()!;
        const res = await fetch(`${this.base}${ORDERS}/${sn}/setout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.admin}` },
          body: JSON.stringify({ express_code: 'SF', waybill_no: `SF${String(1e9 + i)}`, batches }),
        });
        return this.expect(kind, res, 200);
      }
    }
  }

  private get(path: string): Promise<Response> {
    return fetch(`${this.base}${path}`, { headers: { authorization: `Bearer ${this.admin}` } });
  }

  /** undefined when the status is the expected one (the body is read unless `keepBody`). */
  private async expect(
    kind: Kind,
    res: Response,
    status: number,
    keepBody = false,
  ): Promise<string | undefined> {
    if (res.status === status) {
      if (!keepBody) await res.arrayBuffer();
      return undefined;
    }
    return `${kind}: ${res.status} ${(await res.text()).slice(0, 300)}`;
  }

  private remember(sn: string): void {
    this.known.push(sn);
    if (this.known.length > 1000) this.known.shift();
  }

  private orderBody(goods: SoakGoods[], i: number, rx: boolean) {
    const lines = [goods[i % goods.length]!, goods[(i + 1) % goods.length]!].filter(
      (g, k, all) => all.findIndex((x) => x.goods_code === g.goods_code) === k,
    );
    const rxno = `RX-SOAK-${process.pid}-${i}`;
    return {
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: 'ONLINE',
      paid: true,
      is_erp: 0,
      consignee: {
        name: `压测${i}`,
        mobile: '13912345678',
        region_ids: '31,3101,310115,310115125',
        address: '张江路 88 号',
      },
      items: lines.map((g) => ({ goods_code: g.goods_code, num: 1 })),
      remark: 'bench soak',
      ...(rx ? { rx_reference: rxno, prescription: prescriptionFor(lines, rxno) } : {}),
    };
  }
}
