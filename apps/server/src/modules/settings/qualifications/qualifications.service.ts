import type { Page } from '@rxdesk/contract/common/paging';
import {
  LICENCE_KIND_LABELS,
  type ExpiryAlerts,
  type LicenceHistoryRow,
  type LicenceKind,
  type LicenceRecord,
  type QualificationAddBody,
  type QualificationListQuery,
  type QualificationUpdateBody,
  type YyzzBody,
} from '@rxdesk/contract/settings/qualifications';
import { shanghaiDate } from '@rxdesk/contract/settings/qualification-dates';
import { fieldChanges, type OperationLog } from '../../../platform/audit/operation-log.ts';
import { displayName, type AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { conflict, notFound } from '../../../platform/http/app-error.ts';
import { expiryAlerts } from './expiry-alerts.ts';
import { checkedColumns, recordOf, snapshotOf, type LicenceFields } from './qualification-rules.ts';
import type { QualificationRow, QualificationsRepository } from './qualifications.repository.ts';

type Trx = Parameters<Parameters<QualificationsRepository['transaction']>[0]>[0];
type Scope = 'yyzz' | 'other';
const inScope = (scope: Scope, kind: string) => (scope === 'yyzz') === (kind === 'YYZZ');
/** Action codes of the operation log (labels-qualifications.ts). */
const ACTION = { yyzz: 'qualification.yyzz', other: 'qualification' } as const;

/** Shop qualifications (issue 24). {id} in the §7 calls: the shop's id for the shop-scoped reads
 * and adds (another shop's id answers 404: the caller's shop always wins), a record's id for
 * update, delete and history. Every change is one transaction: conditional update (on the version
 * read, live rows only) + history row with the full record + operation log. */
export class QualificationsService {
  constructor(
    private readonly repo: QualificationsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  private today() {
    return shanghaiDate(this.clock.now());
  }

  private ownShop(auth: AuthContext, shopId: number) {
    if (shopId !== auth.shopId) throw notFound();
  }

  async yyzz(auth: AuthContext, shopId: number): Promise<LicenceRecord | null> {
    this.ownShop(auth, shopId);
    const row = await this.repo.yyzz(auth.shopId);
    return row ? recordOf(row, this.today()) : null;
  }

  async list(auth: AuthContext, shopId: number, q: QualificationListQuery): Promise<Page<LicenceRecord>> {
    this.ownShop(auth, shopId);
    const { rows, total } = await this.repo.page(auth.shopId, q);
    const today = this.today();
    return {
      data: rows.map((r) => recordOf(r, today)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async addYyzz(auth: AuthContext, shopId: number, body: YyzzBody): Promise<LicenceRecord> {
    this.ownShop(auth, shopId);
    if (await this.repo.yyzz(auth.shopId)) throw conflict('error.qualification.yyzzExists');
    return this.add(auth, 'YYZZ', body);
  }

  addQualification(auth: AuthContext, shopId: number, body: QualificationAddBody): Promise<LicenceRecord> {
    this.ownShop(auth, shopId);
    return this.add(auth, body.kind, body);
  }

  updateYyzz(auth: AuthContext, id: number, body: YyzzBody) {
    return this.update(auth, 'yyzz', id, body);
  }

  updateQualification(auth: AuthContext, id: number, body: QualificationUpdateBody) {
    return this.update(auth, 'other', id, body);
  }

  removeYyzz(auth: AuthContext, id: number) {
    return this.remove(auth, 'yyzz', id);
  }

  removeQualification(auth: AuthContext, id: number) {
    return this.remove(auth, 'other', id);
  }

  /** Every change of one of the shop's records (deleted ones included), oldest first. */
  async history(auth: AuthContext, id: number): Promise<LicenceHistoryRow[]> {
    const rows = await this.repo.history(auth.shopId, id);
    if (rows.length === 0) throw notFound();
    return rows.map((h) => ({
      id: Number(h.id),
      action: h.action as LicenceHistoryRow['action'],
      snapshot: JSON.parse(h.snapshot) as LicenceHistoryRow['snapshot'],
      actor_name: h.actor_name,
      created_at: Number(h.created_at),
    }));
  }

  async alerts(auth: AuthContext): Promise<ExpiryAlerts> {
    const rows = await this.repo.all(auth.shopId);
    return expiryAlerts(
      rows.map((r) => ({ ...r, id: Number(r.id), permanent: Number(r.permanent) })),
      this.today(),
    );
  }

  private async add(auth: AuthContext, kind: LicenceKind, body: LicenceFields): Promise<LicenceRecord> {
    const cols = checkedColumns(kind, body);
    const now = this.clock.now();
    const scope: Scope = kind === 'YYZZ' ? 'yyzz' : 'other';
    try {
      const row = await this.repo.transaction(async (trx) => {
        const id = await this.repo.insertInTrx(trx, {
          ...cols,
          shop_id: auth.shopId,
          kind,
          version: 1,
          created_at: now,
          updated_at: now,
          updated_by: displayName(auth),
          deleted_at: null,
        });
        const after = (await this.repo.find(auth.shopId, id, trx))!;
        await this.record(trx, auth, scope, 'ADD', after, now, { kind, number: cols.number });
        return after;
      });
      return recordOf(row, this.today());
    } catch (err) {
      // Two adds of the business licence at once: the unique index lets one win.
      if (isUniqueViolation(err)) throw conflict('error.qualification.yyzzExists');
      throw err;
    }
  }

  private async load(auth: AuthContext, scope: Scope, id: number): Promise<QualificationRow> {
    const row = await this.repo.find(auth.shopId, id);
    if (!row || !inScope(scope, row.kind)) throw notFound();
    return row;
  }

  private async update(
    auth: AuthContext,
    scope: Scope,
    id: number,
    body: LicenceFields & { version?: number | undefined },
  ): Promise<LicenceRecord> {
    const before = await this.load(auth, scope, id);
    const cols = checkedColumns(before.kind as LicenceKind, body);
    const version = body.version ?? Number(before.version);
    const now = this.clock.now();
    const row = await this.repo.transaction(async (trx) => {
      const ok = await this.repo.updateIfVersion(trx, auth.shopId, id, version, {
        ...cols,
        updated_at: now,
        updated_by: displayName(auth),
      });
      if (!ok) throw conflict('error.qualification.changed');
      const after = (await this.repo.find(auth.shopId, id, trx))!;
      const { images: imagesBefore, ...restBefore } = snapshotOf(before);
      const { images: imagesAfter, ...restAfter } = snapshotOf(after);
      const changes = fieldChanges(
        { ...restBefore, images: imagesBefore.length },
        { ...stripMeta(restAfter), images: imagesAfter.length },
      );
      await this.record(
        trx,
        auth,
        scope,
        'UPDATE',
        after,
        now,
        { kind: after.kind, number: after.number },
        changes,
      );
      return after;
    });
    return recordOf(row, this.today());
  }

  private async remove(auth: AuthContext, scope: Scope, id: number): Promise<void> {
    const before = await this.load(auth, scope, id);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      const ok = await this.repo.updateIfVersion(trx, auth.shopId, id, Number(before.version), {
        deleted_at: now,
        updated_at: now,
        updated_by: displayName(auth),
      });
      if (!ok) throw conflict('error.qualification.changed');
      await this.record(trx, auth, scope, 'DELETE', before, now, {
        kind: before.kind,
        number: before.number,
      });
    });
  }

  /** The history row (full record) and the operation-log row of one change, in its transaction. */
  private async record(
    trx: Trx,
    auth: AuthContext,
    scope: Scope,
    action: 'ADD' | 'UPDATE' | 'DELETE',
    row: QualificationRow,
    now: number,
    detail: Record<string, unknown>,
    changes?: ReturnType<typeof fieldChanges>,
  ) {
    await this.repo.addHistoryInTrx(trx, {
      shop_id: auth.shopId,
      qualification_id: Number(row.id),
      action,
      snapshot: JSON.stringify(snapshotOf(row)),
      actor_id: auth.userId,
      actor_name: displayName(auth),
      created_at: now,
    });
    await this.log.write(
      {
        auth,
        action: `${ACTION[scope]}.${action.toLowerCase()}`,
        targetType: 'qualification',
        target: String(row.id),
        detail: { ...detail, kind_name: LICENCE_KIND_LABELS[row.kind as LicenceKind]?.zh ?? row.kind },
        ...(changes ? { changes } : {}),
      },
      trx,
    );
  }
}

/** What an update compares: the fields a person wrote, not the bookkeeping. */
function stripMeta<T extends Record<string, unknown>>(r: T) {
  const { version: _v, updated_at: _u, updated_by: _b, created_at: _c, id: _i, kind: _k, ...rest } = r;
  return rest;
}
