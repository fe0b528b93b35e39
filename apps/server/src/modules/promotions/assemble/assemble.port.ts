import '@rxdesk/contract/promotions/assemble-messages';
import { assembleRulesSchema, type AssembleRules } from '@rxdesk/contract/promotions/assemble';
import type { Db } from '../../../platform/db/database.ts';
import { AppError, conflict, invalidField } from '../../../platform/http/app-error.ts';
import { rulesOf } from '../seckill/activity-rows.ts';
import { AssembleTeamsRepository } from './assemble-teams.repository.ts';

export interface AssembleEntry {
  teamId: number;
  leader: boolean;
}

/** The intake's and the ship actions' side of assemble (the orders area's AssemblePort). */
export function buildAssemblePort(db: Db) {
  const teams = new AssembleTeamsRepository(db);
  return {
    async enterInTrx(
      trx: Db,
      req: { shopId: number; promotionId: number; teamId?: number; skuId: number; num: number; at: number },
    ): Promise<AssembleEntry> {
      const activity = await teams.runningActivityInTrx(trx, req.shopId, req.promotionId, req.at);
      if (!activity) throw conflict('error.assemble.notRunning');
      const rules = parseRules(activity.rules);
      if (!(await teams.skuInActivityInTrx(trx, req.promotionId, req.skuId)))
        throw invalidField('items.0.sku_id', 'error.assemble.skuNotIn');
      if (req.num > rules.limit_num)
        throw invalidField('items.0.num', 'error.assemble.overLimit', { limit: rules.limit_num });
      if (req.teamId === undefined) {
        const teamId = await teams.openTeamInTrx(trx, {
          shop_id: req.shopId,
          promotion_id: req.promotionId,
          sku_id: req.skuId,
          size: rules.team_size,
          joined: 1,
          state: 'FORMING',
          leader_order_id: null,
          expires_at: req.at + rules.time_limit * 60,
          created_at: req.at,
          formed_at: null,
          failed_at: null,
        });
        return { teamId, leader: true };
      }
      const team = await teams.findTeamInTrx(trx, req.shopId, req.teamId);
      if (!team || Number(team.promotion_id) !== req.promotionId)
        throw new AppError('NOT_FOUND', 'error.assemble.teamNotFound', {}, 'assemble.team_id');
      if (Number(team.sku_id) !== req.skuId) throw invalidField('items.0.sku_id', 'error.assemble.skuNotIn');
      if (!(await teams.joinInTrx(trx, req.shopId, req.teamId, req.at)))
        throw conflict('error.assemble.teamClosed');
      return { teamId: req.teamId, leader: false };
    },

    async attachOrderInTrx(
      trx: Db,
      entry: AssembleEntry,
      order: { shopId: number; orderId: number; at: number },
    ): Promise<void> {
      await teams.attachOrderInTrx(trx, { ...entry, ...order });
    },

    async checkShippable(order: { shop_id: number; id: number; order_type: string }): Promise<void> {
      if (order.order_type !== 'ASSEMBLE') return;
      if ((await teams.teamStateOfOrder(order.shop_id, order.id)) !== 'FORMED')
        throw conflict('error.assemble.notFormed');
    },
  };
}

/** Rules are checked by this schema before they are stored; a row that still fails sells nothing. */
export function parseRules(json: string): AssembleRules {
  const parsed = assembleRulesSchema.safeParse(rulesOf(json));
  if (!parsed.success) throw conflict('error.assemble.notRunning');
  return parsed.data;
}
