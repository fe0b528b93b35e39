import type { Page } from '@rxdesk/contract/common/paging';
import type { GoodsDetail } from '@rxdesk/contract/goods/catalogue';
import type {
  DraftBody,
  DraftDetail,
  DraftListQuery,
  DraftPayload,
  DraftRow,
} from '@rxdesk/contract/goods/goods-drafts';
import { goodsCreateBody, goodsEditBody } from '@rxdesk/contract/goods/goods-form';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { GoodsDraftTable } from '../../platform/db/schema.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { CatalogueRepository } from './catalogue.repository.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { GoodsDraftsRepository } from './goods-drafts.repository.ts';

type DraftDb = { id: number } & Omit<GoodsDraftTable, 'id' | 'goods_name' | 'step'> & {
    goods_name: string;
    step: number;
  };

/** Drafts (草稿箱): the wizard's form saved at any step, checked for shape only. Publishing runs
 * the full form rules; the draft becomes an item (awaiting review) or its item's edit, and is
 * removed in the same transaction. */
export class GoodsDraftsService {
  constructor(
    private readonly repo: GoodsDraftsRepository,
    private readonly goods: CatalogueRepository,
    private readonly catalogue: CatalogueService,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: DraftListQuery): Promise<Page<DraftRow>> {
    const [rows, total] = await Promise.all([
      this.repo.page(auth.shopId, q),
      this.repo.count(auth.shopId, q),
    ]);
    return { data: rows.map((d) => row(d)), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async get(auth: AuthContext, id: number): Promise<DraftDetail> {
    const d = await this.load(auth, id);
    return { ...row(d), payload: parsePayload(d.payload) };
  }

  async create(auth: AuthContext, body: DraftBody): Promise<DraftDetail> {
    await this.checkGoods(auth, body.goods_id ?? null);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const draftId = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        goods_id: body.goods_id ?? null,
        ...columns(body),
        created_by: auth.userId,
        created_at: now,
        updated_at: now,
      });
      await this.log.write({ auth, action: 'goods.draft.create', target: String(draftId) }, trx);
      return draftId;
    });
    return this.get(auth, id);
  }

  async update(auth: AuthContext, id: number, body: DraftBody): Promise<DraftDetail> {
    await this.load(auth, id);
    await this.checkGoods(auth, body.goods_id ?? null);
    await this.repo.transaction(async (trx) => {
      const patch = { goods_id: body.goods_id ?? null, ...columns(body), updated_at: this.clock.now() };
      if (!(await this.repo.updateInTrx(trx, auth.shopId, id, patch))) throw conflict();
      await this.log.write({ auth, action: 'goods.draft.update', target: String(id) }, trx);
    });
    return this.get(auth, id);
  }

  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.load(auth, id);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.deleteInTrx(trx, auth.shopId, id))) throw conflict();
      await this.log.write({ auth, action: 'goods.draft.delete', target: String(id) }, trx);
    });
  }

  /** Full validation of the saved form, then one transaction: the draft goes (of two concurrent
   * publishes one does, the other is 409) and the item is created or edited. */
  async publish(auth: AuthContext, id: number): Promise<GoodsDetail> {
    const d = await this.load(auth, id);
    const removeDraft = async (trx: Parameters<Parameters<GoodsDraftsRepository['transaction']>[0]>[0]) => {
      if (!(await this.repo.deleteInTrx(trx, auth.shopId, id))) throw conflict();
      await this.log.write({ auth, action: 'goods.draft.publish', target: String(id) }, trx);
    };
    const payload = parsePayload(d.payload);
    if (d.goods_id === null)
      return this.catalogue.create(auth, validated(goodsCreateBody, payload), removeDraft);
    return this.catalogue.edit(auth, d.goods_id, validated(goodsEditBody, payload), removeDraft);
  }

  private async load(auth: AuthContext, id: number): Promise<DraftDb> {
    const d = await this.repo.find(auth.shopId, id);
    if (!d) throw notFound();
    return d;
  }

  /** A draft of an existing item names one of this shop's items. */
  private async checkGoods(auth: AuthContext, goodsId: number | null) {
    if (goodsId !== null && !(await this.goods.find(auth.shopId, goodsId))) throw notFound();
  }
}

/** The form rules as publishing applies them: the first broken rule, named by its field. */
function validated<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  payload: DraftPayload,
): T {
  const r = schema.safeParse(payload);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const key = /^(rule|error)\./.test(issue.message) ? issue.message : 'error.validation';
  throw invalidField(field, key, { field });
}

function columns(body: DraftBody) {
  const p = body.payload;
  const payload: DraftPayload = {
    ...p,
    ...(p.intro_pc !== undefined ? { intro_pc: sanitizeRichText(p.intro_pc) } : {}),
    ...(p.intro_mobile !== undefined ? { intro_mobile: sanitizeRichText(p.intro_mobile) } : {}),
  };
  return {
    goods_name: (p.goods_name ?? '').trim().slice(0, 200),
    step: body.step,
    payload: JSON.stringify(payload),
  };
}

function parsePayload(json: string): DraftPayload {
  try {
    return JSON.parse(json) as DraftPayload;
  } catch {
    return {};
  }
}

function row(d: DraftDb): DraftRow {
  const images = parsePayload(d.payload).images ?? [];
  return {
    draft_id: d.id,
    goods_id: d.goods_id,
    goods_name: d.goods_name,
    thumbnail: images[0] ?? '',
    step: d.step,
    created_by: d.created_by,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}
