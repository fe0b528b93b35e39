import { z } from 'zod';
import { pageImage, pageLink, pageSort, resolvedLink } from './page-link.ts';

/** Javashop 7.2 shop slides (幻灯片): at most 5, an image with a text link, an order, and an
 * optional schedule (shown from / until, unix seconds; either may be open). */
export const SLIDE_LIMIT = 5;

const time = z.coerce.number().int().min(0).max(4_102_444_800).nullable().optional();
export const slideBody = z
  .object({
    image: pageImage,
    link: pageLink,
    sort: pageSort.default(0),
    show_from: time,
    show_until: time,
  })
  .refine((b) => b.show_from == null || b.show_until == null || b.show_until > b.show_from, {
    message: 'rule.pages.schedule',
    path: ['show_until'],
  });
export type SlideBody = z.input<typeof slideBody>;

export const slide = z.object({
  id: z.number().int(),
  image: z.string(),
  link: resolvedLink,
  sort: z.number().int(),
  show_from: z.number().int().nullable(),
  show_until: z.number().int().nullable(),
  /** Shown now (inside its schedule). */
  showing: z.boolean(),
  update_time: z.number().int(),
});
export type Slide = z.infer<typeof slide>;
export const slideList = z.array(slide);
export const slideCreated = z.object({ id: z.number().int() });
