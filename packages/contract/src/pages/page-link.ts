import { z } from 'zod';
import {
  MINI_PROGRAM_LINKS,
  TEXT_LINK_TYPES,
  textLinkError,
  type TextLength,
} from '../promotions/text-link.ts';

/**
 * A text link on a shop page (§3 text picker value: text, opt_type, opt_value), checked with the
 * same §5 rules as the text-link picker. What the value names (goods on sale, category, activity,
 * mini-program link) is checked by the server against the shop's data (pages module).
 */
export function pageLinkSchema(
  length: Partial<TextLength> = {},
  /** The message of a text outside the length (it names the numbers). */
  lengthKey = 'rule.pages.linkText',
) {
  return z
    .object({
      text: z.string().max(200),
      opt_type: z.enum(TEXT_LINK_TYPES),
      opt_value: z.string().max(255).optional(),
    })
    .superRefine((v, ctx) => {
      const error = textLinkError(v, 'full', length);
      if (error)
        ctx.addIssue({
          code: 'custom',
          message: error === 'rule.textLength' ? lengthKey : error,
          path: error.startsWith('rule.text') ? ['text'] : ['opt_value'],
        });
    });
}
export const pageLink = pageLinkSchema();
export type PageLink = z.infer<typeof pageLink>;

/** §9 / §5: what a URL link may be. A one-level path is a mini-program page and must be one of the
 * known ones; a deeper path is a page of the shop's own site (letters, digits and - _ . / ? = &,
 * no `//` or `..`). */
export type UrlLinkVerdict = 'ok' | 'unknownMiniLink' | 'notPath';
const SAME_SITE_PATH = /^\/[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)+(\?[A-Za-z0-9_\-.=&%]*)?$/;
export function urlLinkVerdict(value: string): UrlLinkVerdict {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('..')) return 'notPath';
  if ((MINI_PROGRAM_LINKS as readonly string[]).includes(value)) return 'ok';
  if (SAME_SITE_PATH.test(value)) return 'ok';
  return /^\/[^/]+$/.test(value) ? 'unknownMiniLink' : 'notPath';
}

/** A goods item as the open API resolves it for a storefront: price in yuan. */
export const resolvedGoods = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  price: z.number(),
  thumbnail: z.string(),
});
export type ResolvedGoods = z.infer<typeof resolvedGoods>;

/** A link as the open API answers it: a GOODS link carries its goods (null once off sale). */
export const resolvedLink = z.object({
  text: z.string(),
  opt_type: z.enum(TEXT_LINK_TYPES),
  opt_value: z.string().optional(),
  goods: resolvedGoods.nullable().optional(),
});

/** Images a page names: the shop's own uploads (`/api/files/{sha256}.{ext}`). */
export const UPLOADED_IMAGE = /^\/api\/files\/([0-9a-f]{64})\.(jpeg|png|webp|gif)$/;
export const pageImage = z
  .string({ error: 'rule.pages.image' })
  .min(1, 'rule.pages.image')
  .max(200, 'rule.pages.image');

export const pageSort = z.coerce
  .number({ error: 'rule.pages.sort' })
  .int('rule.pages.sort')
  .min(0, 'rule.pages.sort')
  .max(9999, 'rule.pages.sort');

export const pageIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
