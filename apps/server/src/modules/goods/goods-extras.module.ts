import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/module-context.ts';
import { GroupsRepository } from './groups.repository.ts';
import { groupsRoutes } from './groups.routes.ts';
import { GroupsService } from './groups.service.ts';
import { QrcodeRepository } from './qrcode.repository.ts';
import { qrcodeRoutes } from './qrcode.routes.ts';
import { QrcodeService } from './qrcode.service.ts';
import { SuppliersRepository } from './suppliers.repository.ts';
import { suppliersRoutes } from './suppliers.routes.ts';
import { SuppliersService } from './suppliers.service.ts';
import { TagsRepository } from './tags.repository.ts';
import { tagsRoutes } from './tags.routes.ts';
import { TagsService } from './tags.service.ts';

/** The goods menu's smaller screens: shop groups, tags, promotion codes and suppliers. Registered
 * by the goods module; other areas need nothing from them. */
export async function registerGoodsExtras(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { db, log, clock, guard } = ctx;
  await api.register(
    groupsRoutes({ service: new GroupsService(new GroupsRepository(db), log, clock), guard }),
  );
  await api.register(tagsRoutes({ service: new TagsService(new TagsRepository(db), log, clock), guard }));
  await api.register(
    qrcodeRoutes({
      service: new QrcodeService(new QrcodeRepository(db), ctx.config.miniprogramPageBase),
      guard,
    }),
  );
  await api.register(
    suppliersRoutes({ service: new SuppliersService(new SuppliersRepository(db), log, clock), guard }),
  );
}
