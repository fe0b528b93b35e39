import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { expressChoices, expressCodeParams } from '@rxdesk/contract/logistics/express';
import {
  freightTemplate,
  freightTemplateBody,
  freightTemplateCreated,
  freightTemplateIdParams,
  freightTemplates,
} from '@rxdesk/contract/logistics/freight-templates';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../platform/http/route-schema.ts';
import type { ExpressChoiceService } from './express-choice.service.ts';
import type { FreightTemplatesService } from './freight-templates.service.ts';

const TEMPLATES = '/seller/shops/ship-templates';
const EXPRESS = '/seller/express';

/** 物流设置 (logistics-manage): the express companies the shop uses, and its freight templates.
 * The ship dialog's own list (GET seller/express) stays with the orders area. The template list
 * is also read by the goods publish form: any signed-in seller may read it. */
export function logisticsRoutes(deps: {
  express: ExpressChoiceService;
  templates: FreightTemplatesService;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['logistics'], 'logistics-manage');
    const anySeller = sellerRoutes(deps.guard, ['logistics']);
    const { express, templates } = deps;
    const done = async (p: Promise<void>) => {
      await p;
      return {};
    };

    r.get(
      `${EXPRESS}/all`,
      read({
        summary: 'The maintained express companies, each with whether the shop uses it',
        response: { 200: expressChoices },
      }),
      (req) => express.all(callerOf(req)),
    );
    r.put(
      `${EXPRESS}/:code/open`,
      act({
        summary: 'Use an express company (the ship dialog offers it); 409 when already used',
        params: expressCodeParams,
        response: { 200: emptyResult },
      }),
      (req) => done(express.open(callerOf(req), req.params.code)),
    );
    r.put(
      `${EXPRESS}/:code/close`,
      act({
        summary: 'Stop using an express company; 409 when not used',
        params: expressCodeParams,
        response: { 200: emptyResult },
      }),
      (req) => done(express.close(callerOf(req), req.params.code)),
    );

    r.get(
      TEMPLATES,
      anySeller.read({
        summary: 'The shop’s freight templates, the default first (also the goods form’s choice)',
        response: { 200: freightTemplates },
      }),
      (req) => templates.list(callerOf(req)),
    );
    r.post(
      TEMPLATES,
      act({
        summary: 'Create a freight template (by piece or weight, areas, free-shipping rules)',
        body: freightTemplateBody,
        response: { 200: freightTemplateCreated },
      }),
      (req) => templates.create(callerOf(req), req.body),
    );
    r.get(
      `${TEMPLATES}/:id`,
      read({
        summary: 'A freight template',
        params: freightTemplateIdParams,
        response: { 200: freightTemplate },
      }),
      (req) => templates.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${TEMPLATES}/:id`,
      act({
        summary: 'Edit a freight template (whole)',
        params: freightTemplateIdParams,
        body: freightTemplateBody,
        response: { 200: emptyResult },
      }),
      (req) => done(templates.update(callerOf(req), req.params.id, req.body)),
    );
    r.delete(
      `${TEMPLATES}/:id`,
      act({
        summary: 'Delete a freight template (refused while goods name it)',
        params: freightTemplateIdParams,
        response: { 200: emptyResult },
      }),
      (req) => done(templates.remove(callerOf(req), req.params.id)),
    );
  };
}
