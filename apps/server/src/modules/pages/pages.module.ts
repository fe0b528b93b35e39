import type { FastifyInstance } from 'fastify';
// Registers the shop pages' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/pages/pages-messages';
import type { ModuleContext } from '../../platform/module-context.ts';
import { DecorationService } from './decoration.service.ts';
import { decorationRoutes } from './decoration.routes.ts';
import { MobileHomeRepository } from './mobile-home.repository.ts';
import { mobileHomeRoutes } from './mobile-home.routes.ts';
import { MobileHomeService } from './mobile-home.service.ts';
import { PageReferences } from './page-references.ts';
import { PageReferencesRepository } from './page-references.repository.ts';
import { PagesRepository } from './pages.repository.ts';

/** Shop pages (店铺装修, issue 24): PC and mobile themes, slides, navigation, and the mobile home
 * page builder with published versions the buyer side reads through the open API. What pages
 * name (goods on sale, categories, activities, coupons, uploads) is read, never written. */
export async function registerPagesModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const refs = new PageReferences(new PageReferencesRepository(ctx.db));
  const decoration = new DecorationService(new PagesRepository(ctx.db), refs, ctx.log, ctx.clock);
  const mobileHome = new MobileHomeService(new MobileHomeRepository(ctx.db), refs, ctx.log, ctx.clock);
  await api.register(decorationRoutes({ service: decoration, guard: ctx.guard }));
  await api.register(
    mobileHomeRoutes({ service: mobileHome, decoration, guard: ctx.guard, openApi: ctx.openApi }),
  );
}
