import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * Consultations (商品咨询, issue 21): a buyer's question about a goods item, sent through the open
 * API; the shop answers it, marks it handled without an answer (answered by phone) or hides it
 * from the storefront. Questions on prescription drugs are answered by a pharmacist only.
 */

type Labels<T extends string> = Record<T, { zh: string; en: string }>;

export const ASK_STATES = ['UNANSWERED', 'ANSWERED', 'HANDLED'] as const;
export type AskState = (typeof ASK_STATES)[number];
export const ASK_STATE_LABELS: Labels<AskState> = {
  UNANSWERED: { zh: '待回复', en: 'Unanswered' },
  ANSWERED: { zh: '已回复', en: 'Answered' },
  HANDLED: { zh: '已处理', en: 'Handled' },
};

/** The seller's actions (each row of the list says which it may take now). */
export const ASK_ACTIONS = ['answer', 'edit', 'handle', 'hide', 'show'] as const;
export type AskAction = (typeof ASK_ACTIONS)[number];

/** Question and answer lengths (plain text, stored as written). */
export const ASK_CONTENT_MAX = 300;
export const ASK_ANSWER_MAX = 500;

const flag = z.coerce.number().int().min(0).max(1);
const id = z.coerce.number().int().positive().max(2147483647);

/** GET /api/seller/members/asks */
export const askListQuery = pageQuery.extend({
  state: z.enum(ASK_STATES).optional(),
  /** Part of the goods name. */
  goods_name: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** Part of the question, or the member's name. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
  /** 1: only hidden ones; 0: only shown ones. */
  hidden: flag.optional(),
});
export type AskListQuery = z.infer<typeof askListQuery>;

/** GET /api/seller/members/asks/export — the list's filters, every page, as XLSX. */
export const askExportQuery = askListQuery.omit({ page_no: true, page_size: true });
export type AskExportQuery = z.infer<typeof askExportQuery>;
/** The streamed file (documented as binary). */
export const askFile = z.unknown();

export const askIdParams = z.object({ ask_id: id });

export const askRow = z.object({
  ask_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_img: z.string(),
  /** 1: a prescription drug (or a controlled class): a pharmacist must answer. */
  pharmacist_required: z.number().int(),
  member_id: z.number().int(),
  /** The member's name, or 匿名用户 when asked anonymously. */
  member_name: z.string(),
  anonymous: z.number().int(),
  content: z.string(),
  state: z.enum(ASK_STATES),
  hidden: z.number().int(),
  reply_content: z.string(),
  answered_by_name: z.string(),
  answered_by_role: z.string(),
  /** 1: the answer was given by a pharmacist (药师). */
  answered_by_pharmacist: z.number().int(),
  reply_time: z.number().int().nullable(),
  handled_by_name: z.string(),
  handled_time: z.number().int().nullable(),
  create_time: z.number().int(),
  /** What the signed-in user may do with it now. */
  allowed_actions: z.array(z.enum(ASK_ACTIONS)),
});
export type AskRow = z.infer<typeof askRow>;

/** GET /api/seller/members/asks/count — figures of the list's tabs and the dashboard card. */
export const askCounts = z.object({
  /** Unanswered and not hidden: the dashboard's 待回复咨询. */
  unanswered: z.number().int(),
  answered: z.number().int(),
  handled: z.number().int(),
});
export type AskCounts = z.infer<typeof askCounts>;

/** POST|PUT /api/seller/members/asks/{ask_id}/reply (answer; edit the answer) */
export const askReplyBody = z.object({
  reply_content: z
    .string({ error: 'rule.required' })
    .trim()
    .min(1, 'rule.askAnswerRequired')
    .max(ASK_ANSWER_MAX, 'rule.askAnswerTooLong'),
});
export type AskReplyBody = z.infer<typeof askReplyBody>;

/** POST /api/open/asks — X-Api-Key. The member by id, or by mobile. */
export const openAskBody = z
  .object({
    goods_id: id,
    member_id: id.optional(),
    mobile: z.string().trim().max(20).optional(),
    content: z
      .string({ error: 'rule.askContentRequired' })
      .trim()
      .min(1, 'rule.askContentRequired')
      .max(ASK_CONTENT_MAX, 'rule.askContentTooLong'),
    anonymous: flag.default(0),
  })
  .refine((b) => b.member_id !== undefined || !!b.mobile, {
    message: 'rule.askMemberRequired',
    path: ['member_id'],
  });
export type OpenAskBody = z.infer<typeof openAskBody>;

export const openAskCreated = z.object({ ask_id: z.number().int(), state: z.enum(ASK_STATES) });
