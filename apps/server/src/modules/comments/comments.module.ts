import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { CommentIntakeService, type CommentOrdersPort } from './comment-intake.service.ts';
import { CommentsExport } from './comments-export.ts';
import { CommentsRepository } from './comments.repository.ts';
import { commentsRoutes } from './comments.routes.ts';
import { CommentsService } from './comments.service.ts';

/** The comments area (商品评价): buyers' reviews from the open API, staff's list and replies, and
 * a goods item's rating figures. Reads orders through the orders module's read port; other areas
 * need nothing from it. */
export async function registerCommentsModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  orders: CommentOrdersPort,
): Promise<void> {
  const repo = new CommentsRepository(ctx.db);
  await api.register(
    commentsRoutes({
      service: new CommentsService(repo, ctx.log, ctx.clock),
      intake: new CommentIntakeService(repo, orders, ctx.log, ctx.clock),
      exporter: new CommentsExport(repo),
      clock: ctx.clock,
      guard: ctx.guard,
      openApi: ctx.openApi,
    }),
  );
}
