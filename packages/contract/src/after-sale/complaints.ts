import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { imageList } from './after-sale.ts';
import { ORDER_STATUSES } from '../orders/order-status.ts';

/**
 * Buyer complaints about an order (投诉, identified by id; route order/complaint-detail/:id).
 * The buyer files one through the open API; the shop replies; the buyer may escalate to the
 * platform when the shop is late or the reply does not settle it; the shop closes a replied one.
 */

type Labels<T extends string> = Record<T, { zh: string; en: string }>;

export const COMPLAINT_STATUSES = ['NEW', 'REPLIED', 'CLOSED', 'ESCALATED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const COMPLAINT_STATUS_LABELS: Labels<ComplaintStatus> = {
  NEW: { zh: '待回复', en: 'New' },
  REPLIED: { zh: '已回复', en: 'Replied' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
  ESCALATED: { zh: '平台介入', en: 'Escalated to the platform' },
};

export const COMPLAINT_ACTIONS = ['reply', 'close'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

export const COMPLAINT_AUTHORS = ['BUYER', 'SHOP', 'PLATFORM'] as const;
export type ComplaintAuthor = (typeof COMPLAINT_AUTHORS)[number];
export const COMPLAINT_AUTHOR_LABELS: Labels<ComplaintAuthor> = {
  BUYER: { zh: '买家', en: 'Buyer' },
  SHOP: { zh: '商家', en: 'Shop' },
  PLATFORM: { zh: '平台', en: 'Platform' },
};

/** Time limits (shown on the screens): the shop answers a new complaint within 24 hours; after
 * that the buyer may escalate at once. A replied complaint may be escalated within 7 days. */
export const COMPLAINT_REPLY_HOURS = 24;
export const COMPLAINT_ESCALATE_DAYS = 7;

const yuan = z.number();

/** GET /api/seller/complaints */
export const complaintListQuery = pageQuery.extend({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  /** 1: new complaints past their reply deadline */
  overdue: z.coerce.number().int().min(0).max(1).optional(),
  /** order_sn (exact) or part of the subject */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  start_time: z.coerce.number().int().min(0).optional(),
  end_time: z.coerce.number().int().min(0).optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;

export const complaintRow = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  buyer_name: z.string(),
  buyer_mobile: z.string(),
  /** the shop must reply before this (unix seconds) */
  reply_deadline: z.number().int(),
  /** 1: still NEW after the deadline */
  overdue: z.number().int(),
  /** until when the buyer may escalate a replied complaint; null when not replied */
  escalate_deadline: z.number().int().nullable(),
  last_reply_time: z.number().int().nullable(),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type ComplaintRow = z.infer<typeof complaintRow>;

export const complaintMessage = z.object({
  id: z.number().int(),
  author: z.enum(COMPLAINT_AUTHORS),
  op_name: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  create_time: z.number().int(),
});
export type ComplaintMessage = z.infer<typeof complaintMessage>;

export const complaintDetail = complaintRow.extend({
  content: z.string(),
  images: z.array(z.string()),
  close_remark: z.string(),
  escalate_reason: z.string(),
  escalated_time: z.number().int().nullable(),
  closed_time: z.number().int().nullable(),
  messages: z.array(complaintMessage),
  allowed_actions: z.array(z.enum(COMPLAINT_ACTIONS)),
  order: z.object({
    sn: z.string(),
    status: z.enum(ORDER_STATUSES),
    order_price: yuan,
    goods_names: z.string(),
    create_time: z.number().int(),
  }),
});
export type ComplaintDetail = z.infer<typeof complaintDetail>;

/** POST /api/seller/complaints/{id}/reply */
export const complaintReplyBody = z.object({
  content: z.string().trim().min(1, 'rule.required').max(1000),
  images: imageList,
});
/** POST /api/seller/complaints/{id}/close */
export const complaintCloseBody = z.object({ remark: z.string().trim().max(200).default('') });

/** POST /api/open/complaints — X-Api-Key, Idempotency-Key. */
export const openComplaintBody = z.object({
  order_sn: z.string().min(1).max(32),
  subject: z.string().trim().min(1, 'rule.required').max(100),
  content: z.string().trim().min(1, 'rule.required').max(1000),
  images: imageList,
});
/** POST /api/open/complaints/{id}/escalate */
export const openEscalateBody = z.object({
  reason: z.string().trim().min(1, 'rule.required').max(500),
});
export const openComplaintState = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  reply_deadline: z.number().int(),
});

/** `:id` of a complaint. */
export const complaintIdParams = z.object({ id: z.coerce.number().int().positive() });
