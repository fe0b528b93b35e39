import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * Comments (商品评价, issue 21): a buyer's review of one order line, sent through the open API
 * once the order is received; one per line. Staff list, reply once (the reply may be edited
 * within 24 hours of replying), hide and show. Text is plain text, stored as given.
 */

type Labels<T extends string> = Record<T, { zh: string; en: string }>;

export const COMMENT_GRADES = ['GOOD', 'NEUTRAL', 'BAD'] as const;
export type CommentGrade = (typeof COMMENT_GRADES)[number];
export const COMMENT_GRADE_LABELS: Labels<CommentGrade> = {
  GOOD: { zh: '好评', en: 'Good' },
  NEUTRAL: { zh: '中评', en: 'Neutral' },
  BAD: { zh: '差评', en: 'Bad' },
};

/** A hidden comment is kept (and listed for staff) but not shown to buyers nor counted in the
 * goods item's rating figures. */
export const COMMENT_STATUSES = ['SHOWN', 'HIDDEN'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_STATUS_LABELS: Labels<CommentStatus> = {
  SHOWN: { zh: '显示中', en: 'Shown' },
  HIDDEN: { zh: '已隐藏', en: 'Hidden' },
};

export const COMMENT_ACTIONS = ['reply', 'editReply', 'hide', 'show'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export const COMMENT_CONTENT_MAX = 500;
export const COMMENT_REPLY_MAX = 500;
export const COMMENT_IMAGES_MAX = 9;
/** The reply may be edited within this many hours of the first reply (server-checked). */
export const COMMENT_REPLY_EDIT_HOURS = 24;

const flag = z.coerce.number().int().min(0).max(1);
const id = z.coerce.number().int().positive().max(2147483647);

/** A review picture: an https address, or one of our uploads (`/api/files/{sha256}.{ext}`). */
export const commentImage = z
  .string()
  .trim()
  .max(500, 'rule.commentImage')
  .regex(/^(https:\/\/\S+|\/api\/files\/[0-9a-f]{64}\.(jpeg|jpg|png|webp|gif))$/, 'rule.commentImage');

/** POST /api/open/comments (shop API key). The line is named by `item_id` (order line id) or by
 * `sku_id`; the buyer by `member_id` or `member_mobile` (a member of the same shop). */
export const openCommentBody = z
  .object({
    order_sn: z.string().trim().min(1, 'rule.required').max(40),
    item_id: id.optional(),
    sku_id: id.optional(),
    member_id: id.optional(),
    member_mobile: z.string().trim().max(20).optional(),
    grade: z.enum(COMMENT_GRADES, { error: 'rule.commentGrade' }),
    content: z
      .string({ error: 'rule.required' })
      .trim()
      .min(1, 'rule.required')
      .max(COMMENT_CONTENT_MAX, 'rule.commentContent'),
    images: z.array(commentImage).max(COMMENT_IMAGES_MAX, 'rule.commentImages').default([]),
    anonymous: flag.default(0),
  })
  .refine((b) => b.item_id !== undefined || b.sku_id !== undefined, {
    path: ['item_id'],
    message: 'rule.commentLine',
  })
  .refine((b) => b.member_id !== undefined || !!b.member_mobile, {
    path: ['member_id'],
    message: 'rule.commentMember',
  });
export type OpenCommentBody = z.infer<typeof openCommentBody>;
export const openCommentResult = z.object({ comment_id: z.number().int() });

/** GET /api/seller/members/comments */
export const commentListQuery = pageQuery.extend({
  grade: z.enum(COMMENT_GRADES).optional(),
  status: z.enum(COMMENT_STATUSES).optional(),
  goods_id: id.optional(),
  /** Part of the goods name. */
  goods_keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** Part of the review text. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** 1: with pictures only; 0: without. */
  has_image: flag.optional(),
  /** 1: replied only; 0: not yet replied. */
  replied: flag.optional(),
  start_time: z.coerce.number().int().min(0).max(4102444800).optional(),
  end_time: z.coerce.number().int().min(0).max(4102444800).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

/** GET /api/seller/members/comments/export: the list's filters, every page (paging ignored). */
export const commentExportQuery = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object') return v;
    const { page_no: _no, page_size: _size, ...rest } = v as Record<string, unknown>;
    return rest;
  },
  commentListQuery.omit({ page_no: true, page_size: true }),
);
export type CommentExportQuery = z.infer<typeof commentExportQuery>;
/** The export's answer: streamed XLSX bytes, not checked. */
export const commentFile = z.unknown();

export const commentRow = z.object({
  comment_id: z.number().int(),
  order_sn: z.string(),
  goods_id: z.number().int(),
  sku_id: z.number().int().nullable(),
  goods_name: z.string(),
  sku_specs: z.string(),
  /** Masked (张**, 138****5678); empty when the buyer chose to be anonymous. */
  member_name: z.string(),
  anonymous: z.number().int(),
  grade: z.enum(COMMENT_GRADES),
  content: z.string(),
  images: z.array(z.string()),
  create_time: z.number().int(),
  reply_content: z.string().nullable(),
  reply_time: z.number().int().nullable(),
  reply_name: z.string(),
  /** Until when the reply may be edited (null before a reply). */
  reply_editable_until: z.number().int().nullable(),
  status: z.enum(COMMENT_STATUSES),
  allowed_actions: z.array(z.enum(COMMENT_ACTIONS)),
});
export type CommentRow = z.infer<typeof commentRow>;

/** …/comments/{comment_id}/reply|hide|show */
export const commentIdParams = z.object({ comment_id: id });

/** POST (first reply) and PUT (edit within the window) …/comments/{comment_id}/reply */
export const commentReplyBody = z.object({
  content: z
    .string({ error: 'rule.required' })
    .trim()
    .min(1, 'rule.required')
    .max(COMMENT_REPLY_MAX, 'rule.commentReply'),
});
export type CommentReplyBody = z.infer<typeof commentReplyBody>;

/** GET /api/seller/members/comments/goods/{goods_id}/summary: a goods item's rating figures
 * (shown comments only). `good_rate` is a percentage with one decimal (null without comments). */
export const goodsIdParams = z.object({ goods_id: id });
export const commentSummary = z.object({
  goods_id: z.number().int(),
  total: z.number().int(),
  good: z.number().int(),
  neutral: z.number().int(),
  bad: z.number().int(),
  with_images: z.number().int(),
  good_rate: z.number().nullable(),
});
export type CommentSummary = z.infer<typeof commentSummary>;
