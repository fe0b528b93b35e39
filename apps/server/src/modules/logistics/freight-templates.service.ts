import type { FreightTemplate, FreightTemplateBody } from '@rxdesk/contract/logistics/freight-templates';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { regionIdsOf, rulesOf, templateDto } from './freight-template-rows.ts';
import type { FreightTemplatesRepository } from './freight-templates.repository.ts';

/** 运费模板 on the seller side: list, create / edit / delete. Every change is one transaction with
 * its operation-log row; a template goods name cannot be deleted. */
export class FreightTemplatesService {
  constructor(
    private readonly repo: FreightTemplatesRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** Region names of the templates' ids, one query. */
  private async names(ids: readonly number[]) {
    return new Map((await this.repo.regions(ids)).map((r) => [Number(r.id), r.local_name]));
  }

  async list(auth: AuthContext): Promise<FreightTemplate[]> {
    const rows = await this.repo.list(auth.shopId);
    const counts = await this.repo.goodsCounts(
      auth.shopId,
      rows.map((r) => Number(r.id)),
    );
    const names = await this.names(rows.flatMap((r) => regionIdsOf(JSON.parse(r.rules))));
    return rows.map((r) => templateDto(r, counts.get(Number(r.id)) ?? 0, names));
  }

  async detail(auth: AuthContext, id: number): Promise<FreightTemplate> {
    const row = await this.repo.find(auth.shopId, id);
    if (!row) throw notFound();
    const counts = await this.repo.goodsCounts(auth.shopId, [id]);
    return templateDto(row, counts.get(id) ?? 0, await this.names(regionIdsOf(JSON.parse(row.rules))));
  }

  /** The body's rules with every region id checked against the regions table (400 naming it). */
  private async checkedRules(b: FreightTemplateBody) {
    const rules = rulesOf(b);
    const ids = regionIdsOf(rules);
    const known = await this.names(ids);
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw invalidField('areas', 'error.freight.regionUnknown', { id: unknown });
    return JSON.stringify(rules);
  }

  async create(auth: AuthContext, b: FreightTemplateBody): Promise<{ template_id: number }> {
    const rules = await this.checkedRules(b);
    const now = this.clock.now();
    const id = await this.repo.transaction(async (trx) => {
      const templateId = await this.repo.insertInTrx(trx, {
        shop_id: auth.shopId,
        name: b.name,
        type: b.type,
        // Marked after the others are cleared (the one-default index would refuse two).
        is_default: 0,
        rules,
        created_at: now,
        updated_at: now,
      });
      if (b.is_default) await this.makeDefaultInTrx(trx, auth.shopId, templateId, now);
      await this.log.write(
        {
          auth,
          action: 'freight-template.create',
          target: String(templateId),
          detail: { name: b.name, type: b.type, is_default: b.is_default },
        },
        trx,
      );
      return templateId;
    });
    return { template_id: id };
  }

  private async makeDefaultInTrx(
    trx: Parameters<Parameters<FreightTemplatesRepository['transaction']>[0]>[0],
    shopId: number,
    id: number,
    at: number,
  ) {
    await this.repo.clearOtherDefaultsInTrx(trx, shopId, id, at);
    try {
      await this.repo.updateInTrx(trx, shopId, id, { is_default: 1, updated_at: at });
    } catch (error) {
      // Another change made a template the default at the same moment and won (the one-default
      // index): this one changes nothing.
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  async update(auth: AuthContext, id: number, b: FreightTemplateBody): Promise<void> {
    const rules = await this.checkedRules(b);
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.lockInTrx(trx, auth.shopId, id);
      if (!before) throw notFound();
      const patch = { name: b.name, type: b.type, rules, updated_at: now };
      if (!b.is_default) Object.assign(patch, { is_default: 0 });
      if (!(await this.repo.updateInTrx(trx, auth.shopId, id, patch))) throw notFound();
      if (b.is_default) await this.makeDefaultInTrx(trx, auth.shopId, id, now);
      await this.log.write(
        {
          auth,
          action: 'freight-template.update',
          target: String(id),
          detail: { name: b.name, rules_changed: before.rules !== rules },
          changes: {
            ...(before.name !== b.name ? { name: { from: before.name, to: b.name } } : {}),
            ...(before.type !== b.type ? { type: { from: before.type, to: b.type } } : {}),
            ...(Number(before.is_default) !== (b.is_default ? 1 : 0)
              ? { is_default: { from: Number(before.is_default), to: b.is_default ? 1 : 0 } }
              : {}),
          },
        },
        trx,
      );
    });
  }

  /** Refused (409) while goods name the template: their shipping would silently change. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const t = await this.repo.lockInTrx(trx, auth.shopId, id);
      if (!t) throw notFound();
      const count = (await this.repo.goodsCounts(auth.shopId, [id], trx)).get(id) ?? 0;
      if (count > 0) throw conflict('error.freight.inUse', { count });
      if (!(await this.repo.deleteInTrx(trx, auth.shopId, id))) throw notFound();
      await this.log.write(
        { auth, action: 'freight-template.delete', target: String(id), detail: { name: t.name } },
        trx,
      );
    });
  }
}
