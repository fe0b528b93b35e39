import type { OpenCommentBody } from '@rxdesk/contract/comments/comments';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import type { CommentsRepository } from './comments.repository.ts';

/** What the comments area reads of orders (the orders module's read port). */
export interface CommentOrdersPort {
  findBySn(shopId: number, sn: string): Promise<Order | undefined>;
  items(orderId: number): Promise<OrderItem[]>;
}

/** Received: the order entered ROG or COMPLETE (both stamp received_at, README "order" table),
 * and after-sale or completion since keeps it; a cancelled order never was. */
export const isReceived = (o: Pick<Order, 'status' | 'received_at'>) =>
  o.received_at !== null && o.status !== 'CANCELLED';

const UPLOAD = /^\/api\/files\/([0-9a-f]{64})\./;

/** A buyer's review arriving through the open API: the order must be the member's and received;
 * one review per order line (the unique index settles two at once: 409). */
export class CommentIntakeService {
  constructor(
    private readonly repo: CommentsRepository,
    private readonly orders: CommentOrdersPort,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async create(shopId: number, body: OpenCommentBody): Promise<{ comment_id: number }> {
    const order = await this.orders.findBySn(shopId, body.order_sn);
    if (!order) throw notFound();
    const member = await this.repo.member(shopId, { id: body.member_id, mobile: body.member_mobile });
    if (!member) throw notFound();
    if (order.member_id !== member.id)
      throw invalidField(
        body.member_id !== undefined ? 'member_id' : 'member_mobile',
        'error.comment.notBuyer',
      );
    if (!isReceived(order)) throw conflict('error.comment.orderNotReceived');
    const line = pickLine(await this.orders.items(order.id), body);
    await this.checkUploads(body.images);
    const now = this.clock.now();
    try {
      const id = await this.repo.transaction(async (trx) => {
        if (await this.repo.lineReviewed(trx, line.id)) throw conflict('error.comment.exists');
        const commentId = await this.repo.insertInTrx(trx, {
          shop_id: shopId,
          order_id: order.id,
          order_sn: order.sn,
          order_item_id: line.id,
          goods_id: line.goods_id,
          sku_id: line.sku_id,
          goods_name: line.goods_name,
          sku_specs: line.sku_specs || line.specs,
          member_id: member.id,
          grade: body.grade,
          content: body.content,
          images: JSON.stringify(body.images),
          image_count: body.images.length,
          anonymous: body.anonymous,
          status: 'SHOWN',
          reply_name: '',
          created_at: now,
          updated_at: now,
        });
        await this.log.write(
          {
            actor: { shopId, userId: null, username: member.uname || '买家', role: 'buyer', ip: '' },
            action: 'comment.create',
            target: String(commentId),
            detail: { order_sn: order.sn, item_id: line.id, grade: body.grade, member_id: member.id },
          },
          trx,
        );
        return commentId;
      });
      return { comment_id: id };
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('error.comment.exists');
      throw e;
    }
  }

  /** Our own upload addresses must name files we hold (an https address is taken as given). */
  private async checkUploads(images: string[]) {
    const shas = images.map((u) => UPLOAD.exec(u)?.[1]).filter((s): s is string => !!s);
    const known = await this.repo.knownUploads(shas);
    const unknown = images.find((u) => {
      const sha = UPLOAD.exec(u)?.[1];
      return sha !== undefined && !known.has(sha);
    });
    if (unknown) throw invalidField('images', 'error.comment.imageUnknown', { url: unknown });
  }
}

function pickLine(items: OrderItem[], body: OpenCommentBody): OrderItem {
  if (body.item_id !== undefined) {
    const line = items.find((i) => i.id === body.item_id);
    if (!line) throw invalidField('item_id', 'error.comment.lineNotFound');
    return line;
  }
  const lines = items.filter((i) => i.sku_id === body.sku_id);
  if (lines.length === 0) throw invalidField('sku_id', 'error.comment.lineNotFound');
  if (lines.length > 1) throw invalidField('sku_id', 'error.comment.lineAmbiguous');
  return lines[0]!;
}
