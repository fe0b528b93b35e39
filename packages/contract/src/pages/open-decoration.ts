import { z } from 'zod';
import { nav } from './navigations.ts';
import { slide } from './slides.ts';

/** `GET /api/open/pages/shop`: what a PC storefront draws around its pages — the themes, the
 * slides shown now, the shown navigation items. */
export const openShopDecoration = z.object({
  pc_theme: z.string(),
  mobile_theme: z.string(),
  slides: z.array(slide.omit({ showing: true, update_time: true })),
  navigations: z.array(nav.omit({ shown: true, update_time: true })),
});
export type OpenShopDecoration = z.infer<typeof openShopDecoration>;
