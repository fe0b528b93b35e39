import type {
  GradeAnswerBody,
  GradeApplication,
  GradeApplicationState,
  GradeApplyBody,
  GradeOverview,
} from '@rxdesk/contract/settings/grades';
import type { Page } from '@rxdesk/contract/common/paging';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import type { GradesRepository } from './grades.repository.ts';

type Row = NonNullable<Awaited<ReturnType<GradesRepository['byId']>>>;

function toApplication(r: Row): GradeApplication {
  return {
    id: Number(r.id),
    from_grade_id: Number(r.from_grade_id),
    from_grade_name: r.from_grade_name,
    grade_id: Number(r.grade_id),
    grade_name: r.grade_name,
    reason: r.reason,
    state: r.state as GradeApplicationState,
    answer_reason: r.answer_reason,
    applied_by: r.applied_by,
    created_at: Number(r.created_at),
    answered_at: r.answered_at === null ? null : Number(r.answered_at),
  };
}

/**
 * 店铺等级申请 (grade-application). An application is APPLYING until the platform answers it
 * (APPROVED raises the shop's grade in the same transaction; REJECTED carries the reason). One
 * open application per shop: the check answers the common case, the partial unique index
 * (migration 0038) the race — the loser gets 409.
 */
export class GradesService {
  constructor(
    private readonly repo: GradesRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async overview(auth: AuthContext): Promise<GradeOverview> {
    const [grades, current, open] = await Promise.all([
      this.repo.grades(),
      this.repo.shopGrade(auth.shopId),
      this.repo.openApplication(auth.shopId),
    ]);
    return {
      grades: grades.map((g) => ({ ...g, id: Number(g.id), rank: Number(g.rank) })),
      current_grade_id: current,
      open_application: open ? toApplication(open) : null,
    };
  }

  async applications(
    auth: AuthContext,
    q: { page_no: number; page_size: number },
  ): Promise<Page<GradeApplication>> {
    const [rows, total] = await Promise.all([
      this.repo.page(auth.shopId, (q.page_no - 1) * q.page_size, q.page_size),
      this.repo.count(auth.shopId),
    ]);
    return { data: rows.map(toApplication), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async apply(auth: AuthContext, body: GradeApplyBody): Promise<GradeApplication> {
    const grades = await this.repo.grades();
    const target = grades.find((g) => Number(g.id) === body.grade_id);
    if (!target) throw invalidField('grade_id', 'rule.grade.grade');
    try {
      const id = await this.repo.transaction(async (trx) => {
        const current = await this.repo.shopGrade(auth.shopId, trx);
        const currentRank = Number(grades.find((g) => Number(g.id) === current)?.rank ?? 0);
        if (Number(target.rank) <= currentRank) throw invalidField('grade_id', 'error.grade.notHigher');
        const newId = await this.repo.insertInTrx(trx, {
          shop_id: auth.shopId,
          from_grade_id: current,
          grade_id: body.grade_id,
          reason: body.reason,
          applied_by: auth.username,
          created_at: this.clock.now(),
        });
        await this.log.write(
          {
            auth,
            action: 'grade-application.apply',
            target: String(newId),
            detail: { grade: target.name, reason: body.reason },
          },
          trx,
        );
        return newId;
      });
      const row = await this.repo.byId(id);
      if (!row) throw notFound();
      return toApplication(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('error.grade.open');
      throw err;
    }
  }

  /** The platform's answer (open API, X-Platform-Key). A second answer is 409. */
  async answer(id: number, body: GradeAnswerBody, ip: string): Promise<GradeApplication> {
    const at = this.clock.now();
    const app = await this.repo.byId(id);
    if (!app) throw notFound();
    const shopId = Number(app.shop_id);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.answerInTrx(trx, id, body.result, body.reason, at)))
        throw conflict('error.grade.answered');
      if (body.result === 'APPROVED')
        await this.repo.setShopGradeInTrx(trx, shopId, Number(app.grade_id), at);
      await this.log.write(
        {
          actor: { shopId, userId: null, username: 'platform', role: 'platform', ip },
          action: 'grade-application.answer',
          target: String(id),
          detail: { grade: app.grade_name, reason: body.reason },
          changes: { state: { from: 'APPLYING', to: body.result } },
        },
        trx,
      );
    });
    const row = await this.repo.byId(id);
    if (!row) throw notFound();
    return toApplication(row);
  }
}
