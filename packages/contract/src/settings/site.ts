import { z } from 'zod';

/** GET base/site-show (§7: a GET at start-up whose result is used only for the page title). */
export const siteShow = z.object({ site_name: z.string() });
export type SiteShow = z.infer<typeof siteShow>;
