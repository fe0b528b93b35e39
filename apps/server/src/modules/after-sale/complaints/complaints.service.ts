import {
  COMPLAINT_REPLY_HOURS,
  type ComplaintDetail,
  type ComplaintListQuery,
  type ComplaintRow,
  type ComplaintStatus,
} from '@rxdesk/contract/after-sale/complaints';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Complaint } from '../../../platform/db/schema.ts';
import { AppError, notFound } from '../../../platform/http/app-error.ts';
import { StateChanges, type ChangeActor } from '../../../platform/state/state-changes.ts';
import { fenToYuan } from '../../../platform/money.ts';
import { parseImages } from '../after-sale-mappers.ts';
import type { ComplaintsRepository } from './complaints.repository.ts';
import {
  COMPLAINT_MACHINE,
  escalateDeadline,
  shopActions,
  type ComplaintFacts,
  type ComplaintMove,
  type ComplaintParty,
} from './complaint-state-machine.ts';

type Row = Complaint & { order_sn: string };
type Trx = Parameters<Parameters<ComplaintsRepository['transaction']>[0]>[0];

class ComplaintKernel extends StateChanges<
  Row,
  ComplaintFacts & { now: number },
  ComplaintStatus,
  ComplaintMove,
  ComplaintParty,
  Parameters<ComplaintsRepository['transition']>[3],
  Trx
> {}

const shop = (auth: AuthContext): ChangeActor<ComplaintParty> => ({
  kind: 'SHOP',
  name: auth.username,
  auth,
});
const BUYER: ChangeActor<ComplaintParty> = { kind: 'BUYER', name: '买家', auth: null };

/** Buyer complaints about an order: filed and escalated by the buyer (open API), answered and
 * closed by the shop. Each change goes through the state kernel (platform/state): one transaction
 * of conditional update, message, operation log. */
export class ComplaintsService {
  private readonly kernel: ComplaintKernel;

  constructor(
    private readonly repo: ComplaintsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {
    this.kernel = new ComplaintKernel(
      COMPLAINT_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        changeStatus: (trx, c, from, patch) => repo.transition(trx, c.id, from, patch),
        reload: async (c) => (await repo.findById(c.shop_id, c.id)) as Row,
      },
      {
        facts: (c, now) => ({ ...this.facts(c), now }),
        status: (c) => c.status as ComplaintStatus,
        audit: { prefix: 'complaint', target: (c) => String(c.id) },
        refusalError: (r) => {
          const at = r.params?.at;
          return new AppError(
            r.refused === COMPLAINT_MACHINE.refusals.actor ? 'FORBIDDEN' : 'CONFLICT',
            r.refused,
            typeof at === 'number' ? { time: unixToDateString(at, 'yyyy-MM-dd hh:mm') } : {},
          );
        },
      },
      log,
      clock,
    );
  }

  async list(shopId: number, q: ComplaintListQuery) {
    const now = this.clock.now();
    const [rows, total] = await Promise.all([
      this.repo.listPage(shopId, q, now),
      this.repo.countFiltered(shopId, q, now),
    ]);
    return {
      data: rows.map((r) => this.toRow(r, now)),
      page_no: q.page_no,
      page_size: q.page_size,
      data_total: total,
    };
  }

  async detail(shopId: number, id: number): Promise<ComplaintDetail> {
    const c = await this.load(shopId, id);
    const now = this.clock.now();
    const [messages, order] = await Promise.all([this.repo.messages(c.id), this.repo.orderById(c.order_id)]);
    return {
      ...this.toRow(c, now),
      content: c.content,
      images: parseImages(c.images),
      close_remark: c.close_remark,
      escalate_reason: c.escalate_reason,
      escalated_time: c.escalated_at,
      closed_time: c.closed_at,
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author as 'BUYER' | 'SHOP' | 'PLATFORM',
        op_name: m.op_name,
        content: m.content,
        images: parseImages(m.images),
        create_time: m.created_at,
      })),
      allowed_actions: shopActions(this.facts(c), now),
      order: {
        sn: order.sn,
        status: order.status as OrderStatus,
        order_price: fenToYuan(order.order_price),
        goods_names: order.goods_names,
        create_time: order.created_at,
      },
    };
  }

  /** The buyer files a complaint (open API). */
  async file(shopId: number, body: { order_sn: string; subject: string; content: string; images: string[] }) {
    const order = await this.repo.order(shopId, body.order_sn);
    if (!order) throw notFound();
    const now = this.clock.now();
    const deadline = now + COMPLAINT_REPLY_HOURS * 3600;
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insert(trx, {
        shop_id: shopId,
        order_id: order.id,
        subject: body.subject,
        content: body.content,
        images: JSON.stringify(body.images),
        status: 'NEW',
        buyer_name: order.consignee_name,
        buyer_mobile: order.consignee_mobile,
        reply_deadline: deadline,
        created_at: now,
        updated_at: now,
      });
      await this.log.write(
        {
          actor: { shopId, userId: null, username: '买家', ip: '' },
          action: 'complaint.file',
          target: String(newId),
          detail: { order_sn: order.sn },
        },
        trx,
      );
      return newId;
    });
    return { id, order_sn: order.sn, status: 'NEW' as const, reply_deadline: deadline };
  }

  async reply(auth: AuthContext, id: number, content: string, images: string[]) {
    const c = await this.load(auth.shopId, id);
    const now = this.clock.now();
    await this.kernel.apply(shop(auth), c, {
      steps: [{ action: 'reply', message: content, patch: { last_reply_at: now } }],
      alsoInTransaction: async (trx) => {
        await this.repo.addMessage(trx, {
          complaint_id: c.id,
          author: 'SHOP',
          op_name: auth.username,
          content,
          images: JSON.stringify(images),
          created_at: now,
        });
      },
    });
    return this.detail(auth.shopId, id);
  }

  async close(auth: AuthContext, id: number, remark: string) {
    const c = await this.load(auth.shopId, id);
    await this.kernel.apply(shop(auth), c, {
      steps: [
        { action: 'close', message: remark, patch: { close_remark: remark, closed_at: this.clock.now() } },
      ],
    });
    return this.detail(auth.shopId, id);
  }

  /** The buyer asks the platform to step in (open API). */
  async escalate(shopId: number, id: number, reason: string) {
    const c = await this.load(shopId, id);
    const now = this.clock.now();
    await this.kernel.apply(BUYER, c, {
      steps: [{ action: 'escalate', message: reason, patch: { escalate_reason: reason, escalated_at: now } }],
      alsoInTransaction: async (trx) => {
        await this.repo.addMessage(trx, {
          complaint_id: c.id,
          author: 'BUYER',
          op_name: '买家',
          content: `申请平台介入：${reason}`,
          images: '[]',
          created_at: now,
        });
      },
    });
    return { id: c.id, order_sn: c.order_sn, status: 'ESCALATED' as const, reply_deadline: c.reply_deadline };
  }

  private async load(shopId: number, id: number): Promise<Row> {
    const c = await this.repo.findById(shopId, id);
    if (!c) throw notFound();
    return c;
  }

  private facts(c: Complaint) {
    return {
      status: c.status as ComplaintStatus,
      reply_deadline: c.reply_deadline,
      last_reply_at: c.last_reply_at,
    };
  }

  private toRow(c: Row, now: number): ComplaintRow {
    return {
      id: c.id,
      order_sn: c.order_sn,
      subject: c.subject,
      status: c.status as ComplaintStatus,
      buyer_name: c.buyer_name,
      buyer_mobile: c.buyer_mobile,
      reply_deadline: c.reply_deadline,
      overdue: c.status === 'NEW' && now >= c.reply_deadline ? 1 : 0,
      escalate_deadline: c.status === 'REPLIED' ? escalateDeadline(c.last_reply_at) : null,
      last_reply_time: c.last_reply_at,
      create_time: c.created_at,
      update_time: c.updated_at,
    };
  }
}
