import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { zMoneyYuan } from '../rules/rule-schemas.ts';
import { ACTIVITY_SKUS_MAX, SECKILL_TITLE_MAX, SECKILL_TITLE_MIN, activityRowShape } from './seckill.ts';

/**
 * Assemble (拼团, issue 22): over a window [start_time, end_time) chosen SKUs sell at an assemble
 * price to teams. An order opens a team or joins one; a team of `team_size` orders is FORMED (and
 * may ship), one not full within `time_limit` minutes FAILS and its orders are cancelled and
 * refunded. Same states, editing and closing rules as seckill (seckill.ts). Money: yuan here.
 */

export const ASSEMBLE_TEAM_MIN = 2;
export const ASSEMBLE_TEAM_MAX = 20;
/** Minutes a team has to fill: 5 minutes to 72 hours. */
export const ASSEMBLE_MINUTES_MIN = 5;
export const ASSEMBLE_MINUTES_MAX = 72 * 60;
export const ASSEMBLE_LIMIT_MAX = 999;

export const TEAM_STATES = ['FORMING', 'FORMED', 'FAILED'] as const;
export type TeamState = (typeof TEAM_STATES)[number];
export const TEAM_STATE_LABELS: Record<TeamState, { zh: string; en: string }> = {
  FORMING: { zh: '拼团中', en: 'Forming' },
  FORMED: { zh: '已成团', en: 'Formed' },
  FAILED: { zh: '拼团失败', en: 'Failed' },
};

const unix = z.coerce.number().int('rule.activityWindow').min(0, 'rule.activityWindow').max(4102444800);
const id = z.coerce.number().int().positive().max(2147483647);

const teamSize = z.coerce
  .number({ error: 'rule.assembleTeamSize' })
  .int('rule.assembleTeamSize')
  .min(ASSEMBLE_TEAM_MIN, 'rule.assembleTeamSize')
  .max(ASSEMBLE_TEAM_MAX, 'rule.assembleTeamSize');
const timeLimit = z.coerce
  .number({ error: 'rule.assembleTimeLimit' })
  .int('rule.assembleTimeLimit')
  .min(ASSEMBLE_MINUTES_MIN, 'rule.assembleTimeLimit')
  .max(ASSEMBLE_MINUTES_MAX, 'rule.assembleTimeLimit');
const limitNum = z.coerce
  .number({ error: 'rule.assembleLimit' })
  .int('rule.assembleLimit')
  .min(1, 'rule.assembleLimit')
  .max(ASSEMBLE_LIMIT_MAX, 'rule.assembleLimit');

/** promotions.rules of an ASSEMBLE row (RULES-FORMAT.md). */
export const assembleRulesSchema = z.object({
  team_size: teamSize,
  /** Minutes. */
  time_limit: timeLimit,
  /** Units one order may buy. */
  limit_num: limitNum,
});
export type AssembleRules = z.infer<typeof assembleRulesSchema>;

/** POST / PUT /api/seller/promotion/pintuan. */
export const assembleBody = z
  .object({
    title: z
      .string({ error: 'rule.seckillTitle' })
      .trim()
      .min(SECKILL_TITLE_MIN, 'rule.seckillTitle')
      .max(SECKILL_TITLE_MAX, 'rule.seckillTitle'),
    start_time: unix,
    end_time: unix,
    team_size: teamSize,
    time_limit: timeLimit,
    limit_num: limitNum,
    skus: z
      .array(z.object({ sku_id: id, price: zMoneyYuan().refine((fen) => fen > 0, 'rule.activityPrice') }))
      .min(1, 'rule.activitySkus')
      .max(ACTIVITY_SKUS_MAX, 'rule.activitySkus'),
  })
  .superRefine((b, ctx) => {
    if (b.end_time <= b.start_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'rule.activityWindow' });
    const seen = new Set<number>();
    b.skus.forEach((s, i) => {
      if (seen.has(s.sku_id))
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'sku_id'], message: 'rule.activitySkuTwice' });
      seen.add(s.sku_id);
    });
  })
  .meta({
    examples: [
      {
        title: '三人拼团 维生素C',
        start_time: 1893456000,
        end_time: 1894060800,
        team_size: 3,
        time_limit: 1440,
        limit_num: 2,
        skus: [{ sku_id: 1, price: '19.90' }],
      },
    ],
  });
export type AssembleBody = z.infer<typeof assembleBody>;

const figures = {
  team_size: z.number().int(),
  time_limit: z.number().int(),
  limit_num: z.number().int(),
  teams_forming: z.number().int(),
  teams_formed: z.number().int(),
  teams_failed: z.number().int(),
  /** Orders placed in its teams (whatever became of them). */
  orders: z.number().int(),
};
export const assembleRow = z.object({ ...activityRowShape, ...figures });
export type AssembleRow = z.infer<typeof assembleRow>;

export const assembleSkuRow = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  /** The SKU's list price now (yuan). */
  list_price: z.number(),
  /** The assemble unit price (yuan). */
  price: z.number(),
});
export const assembleDetail = assembleRow.extend({ skus: z.array(assembleSkuRow) });
export type AssembleDetail = z.infer<typeof assembleDetail>;

/** GET …/pintuan/{id}/teams */
export const assembleTeamsQuery = pageQuery.extend({ state: z.enum(TEAM_STATES).optional() });
export type AssembleTeamsQuery = z.infer<typeof assembleTeamsQuery>;

export const assembleTeamOrder = z.object({
  sn: z.string(),
  status: z.string(),
  order_price: z.number(),
  consignee_name: z.string(),
  joined_time: z.number().int(),
  leader: z.boolean(),
});
export const assembleTeam = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  size: z.number().int(),
  joined: z.number().int(),
  state: z.enum(TEAM_STATES),
  expires_time: z.number().int(),
  create_time: z.number().int(),
  formed_time: z.number().int().nullable(),
  failed_time: z.number().int().nullable(),
  orders: z.array(assembleTeamOrder),
});
export type AssembleTeam = z.infer<typeof assembleTeam>;

/** The intake body's `assemble` (orders.ts): the activity, and the team to join (none: open one). */
export const intakeAssemble = z.object({ promotion_id: id, team_id: id.optional() });
export type IntakeAssemble = z.infer<typeof intakeAssemble>;
