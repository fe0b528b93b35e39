import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardReport } from '@rxdesk/contract/statistics/dashboard';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { DashboardService } from './dashboard.service.ts';

/** 首页 (permission `dashboard`): the figures and to-dos of the page every sign-in lands on. */
export function dashboardRoutes(deps: { service: DashboardService; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read } = sellerRoutes(deps.guard, ['statistics'], 'dashboard');
    r.get(
      '/seller/statistics/dashboard',
      read({
        summary:
          "Today's and yesterday's paid orders (orders, amount, members, units), the 7-day trend, and the to-dos of the lists the caller may open",
        response: { 200: dashboardReport },
      }),
      (req) => deps.service.report(callerOf(req)),
    );
  };
}
