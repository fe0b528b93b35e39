import { z } from 'zod';

/**
 * 首页 (dashboard, issue 25): today's and yesterday's real figures, a 7-day trend and the to-dos
 * of the lists the caller's role may open. Figures count paid orders by the Asia/Shanghai day they
 * were paid (`paid_at`): orders, paid amount (yuan), distinct paying members, units.
 */
export const dashboardFigures = z.object({
  orders: z.number(),
  amount: z.number(),
  members: z.number(),
  units: z.number(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** To-dos, each with the permission (route name) of the list it opens: a role without it does
 * not get the count. */
export const DASHBOARD_TODOS = {
  ORDERS_TO_SHIP: 'order-list',
  RX_AWAITING_AUDIT: 'prescriptionOrderList',
  AFTER_SALE_AWAITING: 'service-list',
  COMPLAINTS_NEW: 'complaint-list',
  ASKS_UNANSWERED: 'goods-ask-list',
  WARNING_STOCK: 'understock-list',
  NEAR_EXPIRY: 'expiry-list',
} as const;
export type DashboardTodoKey = keyof typeof DASHBOARD_TODOS;
export const DASHBOARD_TODO_KEYS = Object.keys(DASHBOARD_TODOS) as DashboardTodoKey[];

/** Days in the trend, today included. */
export const DASHBOARD_TREND_DAYS = 7;

export const dashboardReport = z.object({
  /** Today's Asia/Shanghai date 'YYYY-MM-DD'. */
  today: z.string(),
  figures: z.object({ today: dashboardFigures, yesterday: dashboardFigures }),
  /** The last 7 days, oldest first, today last. */
  trend: z.array(dashboardFigures.extend({ date: z.string() })),
  /** Only the to-dos the caller may open, in DASHBOARD_TODOS order. */
  todos: z.array(
    z.object({ key: z.enum(Object.keys(DASHBOARD_TODOS) as [DashboardTodoKey]), count: z.number() }),
  ),
});
export type DashboardReport = z.infer<typeof dashboardReport>;
