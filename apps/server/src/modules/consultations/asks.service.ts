import type {
  AskAction,
  AskCounts,
  AskExportQuery,
  AskListQuery,
  AskRow,
  AskState,
  OpenAskBody,
} from '@rxdesk/contract/consultations/asks';
import type { Updateable } from 'kysely';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import { displayName, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GoodsAskTable } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { StateChanges, type Change } from '../../platform/state/state-changes.ts';
import { ASK_MACHINE, type AskFacts } from './ask-state-machine.ts';
import type { AsksRepository } from './asks.repository.ts';
import { exportAsks } from './asks-export.ts';

type Trx = Parameters<Parameters<AsksRepository['transaction']>[0]>[0];
type Row = NonNullable<Awaited<ReturnType<AsksRepository['find']>>>;
/** The row and who is acting (the machine's pharmacist check reads it). */
type Entity = Row & { by_pharmacist: boolean };
type Patch = Updateable<GoodsAskTable> & { status?: AskState };
/** What the conditional update compares besides state and hidden: an edit, the answer it replaces. */
type Guard = { reply_content: string };

const ANONYMOUS = '匿名用户';
const roleOf = (auth: AuthContext) => (auth.founder ? '店主' : auth.roleName);

const factsOf = (e: Entity): AskFacts => ({
  status: e.state as AskState,
  hidden: e.hidden,
  goods_name: e.goods_name,
  pharmacist_required: Number(e.pharmacist_required) === 1,
  by_pharmacist: e.by_pharmacist,
});

/** Buyers' questions on goods (open API) and the shop's answers. Every change goes through the
 * state kernel: decide → conditional update on state and hidden flag → operation log, one
 * transaction; a concurrent change that got there first makes it 409 with nothing written. */
export class AsksService {
  private readonly kernel: StateChanges<Entity, AskFacts, AskState, AskAction, never, Patch, Trx, Guard>;

  constructor(
    private readonly repo: AsksRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {
    this.kernel = new StateChanges<Entity, AskFacts, AskState, AskAction, never, Patch, Trx, Guard>(
      ASK_MACHINE,
      {
        transaction: (fn) => repo.transaction(fn),
        changeStatus: (trx, e, from, patch, guard) => {
          const { status, ...rest } = patch;
          return repo.transitionInTrx(
            trx,
            e.shop_id,
            e.id,
            { state: from, hidden: e.hidden, ...(guard ?? {}) },
            { ...rest, ...(status ? { state: status } : {}) },
          );
        },
        reload: async (e) => ({
          ...((await repo.find(e.shop_id, e.id)) as Row),
          by_pharmacist: e.by_pharmacist,
        }),
      },
      {
        facts: factsOf,
        status: (e) => e.state as AskState,
        audit: { prefix: 'ask', target: (e) => String(e.id), detail: (e) => ({ goods_id: e.goods_id }) },
        refusalError: (r) =>
          new AppError(
            r.refused === 'error.ask.pharmacistOnly' || r.refused === 'error.forbidden'
              ? 'FORBIDDEN'
              : 'CONFLICT',
            r.refused,
            r.params ?? {},
          ),
      },
      log,
      clock,
    );
  }

  async list(auth: AuthContext, q: AskListQuery) {
    const [rows, total] = await Promise.all([
      this.repo.page(auth.shopId, q),
      this.repo.count(auth.shopId, q),
    ]);
    return {
      data: rows.map((r) => this.toRow(auth, r)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** The list under its filters as a streamed XLSX file, and how many rows it holds. */
  export(auth: AuthContext, q: AskExportQuery) {
    return exportAsks(this.repo, auth, q);
  }

  async counts(auth: AuthContext): Promise<AskCounts> {
    const n = await this.repo.countsByState(auth.shopId);
    return { unanswered: n.UNANSWERED ?? 0, answered: n.ANSWERED ?? 0, handled: n.HANDLED ?? 0 };
  }

  /** The buyer's question (open API): a goods item of the shop, not deleted, and its member. */
  async ask(shopId: number, body: OpenAskBody) {
    const goods = await this.repo.goods(shopId, body.goods_id);
    // Another shop's goods or member is 404, as every id of another shop is.
    if (!goods) throw new AppError('NOT_FOUND', 'error.ask.goodsUnknown', {}, 'goods_id');
    const member = await this.repo.member(shopId, body);
    if (!member)
      throw new AppError(
        'NOT_FOUND',
        'error.ask.memberUnknown',
        {},
        body.member_id !== undefined ? 'member_id' : 'mobile',
      );
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const newId = await this.repo.insertInTrx(trx, {
        shop_id: shopId,
        goods_id: goods.id,
        goods_name: goods.goods_name,
        goods_img: goods.thumbnail,
        member_id: member.id,
        member_name: member.uname,
        content: body.content,
        anonymous: body.anonymous,
        state: 'UNANSWERED',
        created_at: now,
        updated_at: now,
      });
      await this.log.write(
        {
          actor: { shopId, userId: null, username: body.anonymous ? ANONYMOUS : member.uname, ip: '' },
          action: 'ask.create',
          target: String(newId),
          detail: { goods_id: goods.id, member_id: member.id },
        },
        trx,
      );
      return newId;
    });
    return { ask_id: id, state: 'UNANSWERED' as const };
  }

  /** The first answer (UNANSWERED → ANSWERED), stored with who gave it. */
  async answer(auth: AuthContext, id: number, content: string): Promise<AskRow> {
    const e = await this.load(auth, id);
    const now = this.clock.now();
    const patch: Patch = {
      reply_content: content,
      answered_by: auth.userId,
      answered_by_name: displayName(auth),
      answered_by_role: roleOf(auth),
      answered_by_pharmacist: auth.pharmacist ? 1 : 0,
      answered_at: now,
    };
    return this.apply(auth, e, { steps: [{ action: 'answer', message: content, patch }] });
  }

  /** A changed answer: the log keeps the one it replaces. */
  async edit(auth: AuthContext, id: number, content: string): Promise<AskRow> {
    const e = await this.load(auth, id);
    const now = this.clock.now();
    const after = {
      reply_content: content,
      answered_by: auth.userId,
      answered_by_name: displayName(auth),
      answered_by_role: roleOf(auth),
      answered_by_pharmacist: auth.pharmacist ? 1 : 0,
    };
    return this.apply(auth, e, {
      steps: [{ action: 'edit', message: content, patch: { ...after, answered_at: now } }],
      guard: { reply_content: e.reply_content },
      detail: { changes: fieldChanges(e, after) },
    });
  }

  /** Settled without an answer here (the buyer was called, say). */
  handle(auth: AuthContext, id: number) {
    const now = this.clock.now();
    return this.simple(auth, id, 'handle', {
      handled_by: auth.userId,
      handled_by_name: displayName(auth),
      handled_at: now,
    });
  }

  hide(auth: AuthContext, id: number) {
    return this.simple(auth, id, 'hide', { hidden: 1 });
  }

  show(auth: AuthContext, id: number) {
    return this.simple(auth, id, 'show', { hidden: 0 });
  }

  private async simple(auth: AuthContext, id: number, action: AskAction, patch: Patch) {
    const e = await this.load(auth, id);
    return this.apply(auth, e, { steps: [{ action, message: '', patch }] });
  }

  private async apply(
    auth: AuthContext,
    e: Entity,
    change: Change<Entity, AskState, AskAction, never, Patch, Trx, Guard>,
  ) {
    const updated = await this.kernel.apply({ name: auth.username, auth }, e, change);
    return this.toRow(auth, updated);
  }

  private async load(auth: AuthContext, id: number): Promise<Entity> {
    const row = await this.repo.find(auth.shopId, id);
    if (!row) throw notFound();
    return { ...row, by_pharmacist: auth.pharmacist };
  }

  private toRow(auth: AuthContext, r: Row): AskRow {
    const facts = factsOf({ ...r, by_pharmacist: auth.pharmacist });
    return {
      ask_id: r.id,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      goods_img: r.goods_img,
      pharmacist_required: Number(r.pharmacist_required),
      member_id: r.member_id,
      member_name: r.anonymous ? ANONYMOUS : r.member_name,
      anonymous: r.anonymous,
      content: r.content,
      state: r.state as AskState,
      hidden: r.hidden,
      reply_content: r.reply_content,
      answered_by_name: r.answered_by_name,
      answered_by_role: r.answered_by_role,
      answered_by_pharmacist: r.answered_by_pharmacist,
      reply_time: r.answered_at === null ? null : Number(r.answered_at),
      handled_by_name: r.handled_by_name,
      handled_time: r.handled_at === null ? null : Number(r.handled_at),
      create_time: Number(r.created_at),
      allowed_actions: ASK_MACHINE.allowedActions(facts),
    };
  }
}
