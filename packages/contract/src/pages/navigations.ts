import { z } from 'zod';
import { pageLinkSchema, pageSort, resolvedLink } from './page-link.ts';

/** Javashop 7.2 shop navigation (导航栏): the link's text is the name, 1-6 characters; sort,
 * shown, open in a new window. */
export const NAV_NAME_LENGTH = { min: 1, max: 6 } as const;
export const NAV_LIMIT = 20;

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);
export const navBody = z.object({
  link: pageLinkSchema(NAV_NAME_LENGTH, 'rule.pages.navName'),
  sort: pageSort.default(0),
  shown: flag.default(true),
  new_window: flag.default(false),
});
export type NavBody = z.input<typeof navBody>;

export const nav = z.object({
  id: z.number().int(),
  name: z.string(),
  link: resolvedLink,
  sort: z.number().int(),
  shown: z.boolean(),
  new_window: z.boolean(),
  update_time: z.number().int(),
});
export type Nav = z.infer<typeof nav>;
export const navList = z.array(nav);
export const navCreated = z.object({ id: z.number().int() });
