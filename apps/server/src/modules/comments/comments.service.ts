import type {
  CommentAction,
  CommentGrade,
  CommentListQuery,
  CommentRow,
  CommentStatus,
  CommentSummary,
} from '@rxdesk/contract/comments/comments';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import type { Page } from '@rxdesk/contract/common/paging';
import { displayName, type AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GoodsComment } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { StateChanges, type ChangeActor } from '../../platform/state/state-changes.ts';
import { COMMENT_MACHINE, REPLY_EDIT_SECONDS, type CommentFacts } from './comment-state-machine.ts';
import type { CommentListRow, CommentPatch, CommentsRepository } from './comments.repository.ts';

type Trx = Parameters<Parameters<CommentsRepository['transaction']>[0]>[0];
class CommentKernel extends StateChanges<
  GoodsComment,
  CommentFacts,
  CommentStatus,
  CommentAction,
  never,
  CommentPatch,
  Trx,
  { unreplied: true }
> {}

const staff = (auth: AuthContext): ChangeActor<never> => ({ name: auth.username, auth });

/** 张三 → 张**; a mobile as the name is masked as a mobile (§5). */
export function maskName(uname: string | null, mobile: string | null): string {
  const name = uname ?? '';
  if (/^\d{11}$/.test(name)) return maskMobile(name);
  if (name) return `${[...name][0]}**`;
  return maskMobile(mobile);
}

export function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Staff's side of comments: the list, reply once, edit the reply within 24 hours, hide and show
 * — each change through the state kernel (conditional update, operation log in one transaction) —
 * and a goods item's rating figures. */
export class CommentsService {
  private readonly kernel: CommentKernel;

  constructor(
    private readonly repo: CommentsRepository,
    log: OperationLog,
    private readonly clock: Clock,
  ) {
    this.kernel = new CommentKernel(
      COMMENT_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        changeStatus: (trx, c, from, patch, guard) => repo.transition(trx, c, from, patch, guard),
        reload: async (c) => (await repo.find(c.shop_id, c.id)) as GoodsComment,
      },
      {
        facts: (c, now) => this.facts(c, now),
        status: (c) => c.status as CommentStatus,
        audit: {
          prefix: 'comment',
          target: (c) => String(c.id),
          detail: (c) => ({ order_sn: c.order_sn, goods_id: c.goods_id, grade: c.grade }),
        },
      },
      log,
      clock,
    );
  }

  private facts(c: Pick<GoodsComment, 'status' | 'reply_time'>, now: number): CommentFacts {
    return { status: c.status as CommentStatus, reply_time: c.reply_time, now };
  }

  async list(auth: AuthContext, q: CommentListQuery): Promise<Page<CommentRow>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, q);
    return {
      data: rows.map((r) => this.toRow(r, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  private toRow(r: CommentListRow, now: number): CommentRow {
    return {
      comment_id: r.id,
      order_sn: r.order_sn,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: r.goods_name,
      sku_specs: r.sku_specs,
      member_name: r.anonymous === 1 ? '' : maskName(r.uname, r.mobile),
      anonymous: r.anonymous,
      grade: r.grade as CommentGrade,
      content: r.content,
      images: parseImages(r.images),
      create_time: r.created_at,
      reply_content: r.reply_content,
      reply_time: r.reply_time,
      reply_name: r.reply_name,
      reply_editable_until: r.reply_time === null ? null : r.reply_time + REPLY_EDIT_SECONDS,
      status: r.status as CommentStatus,
      allowed_actions: COMMENT_MACHINE.allowedActions(this.facts(r, now)),
    };
  }

  private async load(shopId: number, id: number): Promise<GoodsComment> {
    const c = await this.repo.find(shopId, id);
    if (!c) throw notFound();
    return c;
  }

  /** The first reply; a second is refused (409), two at once: one wins. */
  async reply(auth: AuthContext, id: number, content: string): Promise<void> {
    const c = await this.load(auth.shopId, id);
    const now = this.clock.now();
    await this.kernel.apply(staff(auth), c, {
      steps: [
        {
          action: 'reply',
          message: content,
          patch: {
            reply_content: content,
            reply_time: now,
            reply_user_id: auth.userId,
            reply_name: displayName(auth),
            reply_updated_at: now,
          },
        },
      ],
      guard: { unreplied: true },
      detail: { reply_content: content },
    });
  }

  /** Edits the reply within 24 hours of the first reply (server clock); later: 409 saying so. */
  async editReply(auth: AuthContext, id: number, content: string): Promise<void> {
    const c = await this.load(auth.shopId, id);
    await this.kernel.apply(staff(auth), c, {
      steps: [
        {
          action: 'editReply',
          message: content,
          patch: {
            reply_content: content,
            reply_updated_at: this.clock.now(),
            reply_name: displayName(auth),
          },
        },
      ],
      detail: { changes: fieldChanges({ reply_content: c.reply_content }, { reply_content: content }) },
    });
  }

  async setHidden(auth: AuthContext, id: number, action: 'hide' | 'show'): Promise<void> {
    const c = await this.load(auth.shopId, id);
    await this.kernel.apply(staff(auth), c, { steps: [{ action, message: '' }] });
  }

  /** A goods item's rating figures (its shown comments), one grouped query. */
  async summary(auth: AuthContext, goodsId: number): Promise<CommentSummary> {
    if (!(await this.repo.goodsInShop(auth.shopId, goodsId))) throw notFound();
    const by = { GOOD: 0, NEUTRAL: 0, BAD: 0 } as Record<CommentGrade, number>;
    let withImages = 0;
    for (const r of await this.repo.summaryRows(auth.shopId, goodsId)) {
      by[r.grade as CommentGrade] = Number(r.n);
      withImages += Number(r.with_images ?? 0);
    }
    const total = by.GOOD + by.NEUTRAL + by.BAD;
    return {
      goods_id: goodsId,
      total,
      good: by.GOOD,
      neutral: by.NEUTRAL,
      bad: by.BAD,
      with_images: withImages,
      good_rate: total === 0 ? null : Math.round((by.GOOD / total) * 1000) / 10,
    };
  }
}
