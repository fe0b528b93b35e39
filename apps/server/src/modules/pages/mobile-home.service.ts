import type {
  DraftBody,
  Floor,
  MobileHomeEditor,
  OpenMobileHome,
  VersionRow,
} from '@rxdesk/contract/pages/mobile-home';
import type { Page } from '@rxdesk/contract/common/paging';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { displayName, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { floorGoodsIds, floorParts, openFloorOf } from './floor-parts.ts';
import type { MobileHomeRepository } from './mobile-home.repository.ts';
import type { PageReferences } from './page-references.ts';

const parse = (json: string) => JSON.parse(json) as Floor[];

/**
 * The mobile home page: one editable draft (saved on the revision the editor loaded; another save
 * since is 409) and published versions, immutable, the newest being the one buyers read. Publish
 * copies the draft into version n+1; restore publishes a copy of an earlier version as version n+1
 * (history stays append-only) and makes it the draft. Version numbers are unique per shop, so of
 * two concurrent publishes one wins and the other is 409.
 */
export class MobileHomeService {
  constructor(
    private readonly repo: MobileHomeRepository,
    private readonly refs: PageReferences,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async editor(auth: AuthContext, theme: string): Promise<MobileHomeEditor> {
    const [draft, latest] = await Promise.all([this.repo.draft(auth.shopId), this.repo.latest(auth.shopId)]);
    const floors = draft ? parse(draft.floors) : latest ? parse(latest.floors) : [];
    const now = this.clock.now();
    const [goods, coupons] = await Promise.all([
      this.refs.goods(auth.shopId, floorGoodsIds(floors)),
      this.refs.coupons(auth.shopId, now),
    ]);
    return {
      floors,
      revision: draft ? Number(draft.revision) : 0,
      update_time: draft ? Number(draft.updated_at) : 0,
      published: latest
        ? { version_no: Number(latest.version_no), publish_time: Number(latest.published_at) }
        : null,
      unpublished_changes: !latest || (!!draft && draft.floors !== latest.floors),
      goods: [...goods.values()],
      coupons: [...coupons.values()],
      theme,
    };
  }

  /** The §5 / §9 rules of what the floors name, against the shop's data (400 naming the field). */
  private async check(shopId: number, floors: Floor[]) {
    const parts = floorParts(floors);
    const now = this.clock.now();
    await this.refs.checkImages(shopId, parts.images);
    await this.refs.checkGoods(shopId, parts.goods);
    await this.refs.checkCoupons(shopId, parts.coupons, now);
    await this.refs.checkLinks(shopId, parts.links, now);
  }

  async saveDraft(auth: AuthContext, b: DraftBody): Promise<{ revision: number }> {
    await this.check(auth.shopId, b.floors);
    const json = JSON.stringify(b.floors);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.saveDraftInTrx(trx, auth.shopId, b.revision, json, this.clock.now())))
        throw conflict('error.pages.draftChanged');
      await this.log.write(
        {
          auth,
          action: 'mobile-home.save',
          target: 'MOBILE_HOME',
          detail: { revision: b.revision + 1, floors: b.floors.length },
        },
        trx,
      );
    });
    return { revision: b.revision + 1 };
  }

  async publish(auth: AuthContext, revision: number): Promise<{ version_no: number }> {
    const draft = await this.repo.draft(auth.shopId);
    if (!draft || Number(draft.revision) !== revision) throw conflict('error.pages.draftChanged');
    const floors = parse(draft.floors);
    // Goods may have gone off sale or coupons ended since the save: what is published holds now.
    await this.check(auth.shopId, floors);
    return this.newVersion(auth, 'mobile-home.publish', draft.floors, null, async (trx) => {
      const now = await this.repo.draft(auth.shopId, trx);
      if (!now || Number(now.revision) !== revision) throw conflict('error.pages.draftChanged');
      // A second publish of the same draft (a double click, another tab) has nothing to publish.
      const latest = await this.repo.latest(auth.shopId, trx);
      if (latest && latest.floors === now.floors) throw conflict('error.pages.nothingToPublish');
    });
  }

  async restore(auth: AuthContext, versionNo: number): Promise<{ version_no: number }> {
    const old = await this.repo.version(auth.shopId, versionNo);
    if (!old) throw notFound();
    return this.newVersion(auth, 'mobile-home.restore', old.floors, versionNo, async (trx) => {
      const draft = await this.repo.draft(auth.shopId, trx);
      const at = this.clock.now();
      if (
        !(await this.repo.saveDraftInTrx(
          trx,
          auth.shopId,
          draft ? Number(draft.revision) : 0,
          old.floors,
          at,
        ))
      )
        throw conflict('error.pages.draftChanged');
    });
  }

  private async newVersion(
    auth: AuthContext,
    action: string,
    floors: string,
    restoredFrom: number | null,
    inTrx: (trx: Parameters<Parameters<MobileHomeRepository['transaction']>[0]>[0]) => Promise<void>,
  ): Promise<{ version_no: number }> {
    try {
      return await this.repo.transaction(async (trx) => {
        await inTrx(trx);
        const latest = await this.repo.latest(auth.shopId, trx);
        const versionNo = (latest ? Number(latest.version_no) : 0) + 1;
        await this.repo.insertVersionInTrx(trx, {
          shop_id: auth.shopId,
          version_no: versionNo,
          floors,
          restored_from: restoredFrom,
          published_by: displayName(auth),
          published_at: this.clock.now(),
        });
        await this.log.write(
          {
            auth,
            action,
            target: String(versionNo),
            detail: { version_no: versionNo, ...(restoredFrom ? { restored_from: restoredFrom } : {}) },
          },
          trx,
        );
        return { version_no: versionNo };
      });
    } catch (error) {
      // Another publish took the same number at the same moment and won: this one changes nothing.
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  async versions(auth: AuthContext, q: { page_no: number; page_size: number }): Promise<Page<VersionRow>> {
    const [{ rows, total }, latest] = await Promise.all([
      this.repo.versions(auth.shopId, q),
      this.repo.latest(auth.shopId),
    ]);
    return {
      data: rows.map((r) => ({
        version_no: Number(r.version_no),
        publish_time: Number(r.published_at),
        publisher: r.published_by,
        floor_count: parse(r.floors).length,
        restored_from: r.restored_from == null ? null : Number(r.restored_from),
        current: !!latest && Number(latest.version_no) === Number(r.version_no),
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  /** A version as the storefront would render it (the preview of an earlier version). */
  async version(auth: AuthContext, versionNo: number, theme: string): Promise<OpenMobileHome> {
    const v = await this.repo.version(auth.shopId, versionNo);
    if (!v) throw notFound();
    return this.render(auth.shopId, v, theme);
  }

  /** The open API: the published page with goods and coupons resolved. */
  async published(shopId: number, theme: string): Promise<OpenMobileHome> {
    const v = await this.repo.latest(shopId);
    if (!v) throw new AppError('NOT_FOUND', 'error.pages.nothingPublished');
    return this.render(shopId, v, theme);
  }

  private async render(
    shopId: number,
    v: { version_no: number; published_at: number; floors: string },
    theme: string,
  ): Promise<OpenMobileHome> {
    const floors = parse(v.floors);
    const [goods, coupons] = await Promise.all([
      this.refs.goods(shopId, floorGoodsIds(floors)),
      this.refs.coupons(
        shopId,
        this.clock.now(),
        floors.flatMap((f) => (f.type === 'COUPONS' ? f.coupon_ids : [])),
      ),
    ]);
    return {
      version_no: Number(v.version_no),
      publish_time: Number(v.published_at),
      theme,
      floors: floors.map((f) => openFloorOf(f, goods, coupons)),
    };
  }
}
