import type { FreightType } from '@rxdesk/contract/logistics/freight-templates';
import { freightFee, NO_TEMPLATE_RULES, type FreightTemplateRules } from './freight-calc.ts';
import { parseRules } from './freight-template-rows.ts';
import type { FreightTemplatesRepository } from './freight-templates.repository.ts';

/** One order line as the quote needs it: its goods' template (null: none), pieces, grams and what
 * the buyer pays for it after promotions (fen). */
export interface FreightQuoteLine {
  templateId: number | null;
  pieces: number;
  grams: number;
  paid: number;
}

export interface FreightQuote {
  /** Fen. */
  fee: number;
  /** The names of the templates that priced it, '、'-joined ('' when none did). */
  templateNames: string;
}

/** The templates an order's lines use, loaded once; the quote itself is pure, so the intake calls
 * it inside its transaction (after its promotions) without another query. */
export interface FreightPlan {
  /** Lines are grouped by template (a line whose goods name none uses the shop's default
   * template, or, without one, the old ¥8 / free from ¥99 rule); each group is charged on its own
   * and the fees are summed. `ignoreFree`: the full fee, what a free-shipping tier is worth. */
  quote(regionIds: readonly number[], lines: readonly FreightQuoteLine[], ignoreFree?: boolean): FreightQuote;
}

/** What the orders area's intake asks of logistics for EXPRESS orders. */
export interface FreightQuotePort {
  /** Before the order's transaction: the shop's templates these ids name, and its default one. */
  plan(shopId: number, templateIds: readonly (number | null)[]): Promise<FreightPlan>;
}

interface LoadedTemplate extends FreightTemplateRules {
  name: string;
}

export function freightQuotePort(repo: FreightTemplatesRepository): FreightQuotePort {
  return {
    async plan(shopId, templateIds) {
      const ids = [...new Set(templateIds.filter((id): id is number => id !== null))];
      const rows = await repo.quoteTemplates(shopId, ids);
      const byId = new Map<number, LoadedTemplate>(
        rows.map((r) => [
          Number(r.id),
          { name: r.name, type: r.type as FreightType, rules: parseRules(r.rules) },
        ]),
      );
      const fallbackRow = rows.find((r) => Number(r.is_default) === 1);
      const fallback: LoadedTemplate = fallbackRow
        ? byId.get(Number(fallbackRow.id))!
        : { ...NO_TEMPLATE_RULES, name: '' };
      return {
        quote: (regionIds, lines, ignoreFree = false) => quote(byId, fallback, regionIds, lines, ignoreFree),
      };
    },
  };
}

function quote(
  byId: ReadonlyMap<number, LoadedTemplate>,
  fallback: LoadedTemplate,
  regionIds: readonly number[],
  lines: readonly FreightQuoteLine[],
  ignoreFree: boolean,
): FreightQuote {
  const groups = new Map<LoadedTemplate, { pieces: number; grams: number; paid: number }>();
  for (const l of lines) {
    const t = (l.templateId !== null && byId.get(l.templateId)) || fallback;
    const g = groups.get(t) ?? { pieces: 0, grams: 0, paid: 0 };
    groups.set(t, { pieces: g.pieces + l.pieces, grams: g.grams + l.grams, paid: g.paid + l.paid });
  }
  let fee = 0;
  const names: string[] = [];
  for (const [t, g] of groups) {
    fee += freightFee(t, { regionIds, ...g }, ignoreFree);
    if (t.name) names.push(t.name);
  }
  return { fee, templateNames: names.join('、').slice(0, 100) };
}
