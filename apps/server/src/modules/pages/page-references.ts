import { MINI_PROGRAM_LINKS } from '@rxdesk/contract/promotions/text-link';
import {
  UPLOADED_IMAGE,
  urlLinkVerdict,
  type PageLink,
  type ResolvedGoods,
} from '@rxdesk/contract/pages/page-link';
import type { CouponChoice } from '@rxdesk/contract/pages/mobile-home';
import { invalidField } from '../../platform/http/app-error.ts';
import type { PageReferencesRepository } from './page-references.repository.ts';

/** A link or image of a page, with the field the 400 names (`floors.2.slides.0.link`). */
export interface LinkAt {
  field: string;
  link: PageLink;
}
export interface ImageAt {
  field: string;
  image: string;
}

const toYuan = (fen: number) => Math.round(Number(fen)) / 100;

/**
 * The §5 / §9 rules of what a page names, against the shop's data: a GOODS link names a goods item
 * of this shop on sale; CATEGORY an existing category path; ACTIVE a running activity of the shop;
 * URL a known mini-program link or a same-site path. Images are the shop's own uploads. The first
 * broken rule is a 400 naming its field.
 */
export class PageReferences {
  constructor(private readonly repo: PageReferencesRepository) {}

  async checkImages(shopId: number, images: readonly ImageAt[]): Promise<void> {
    const digests = images.map((i) => UPLOADED_IMAGE.exec(i.image)?.[1]);
    const owned = await this.repo.ownedUploads(
      shopId,
      digests.filter((d): d is string => !!d),
    );
    images.forEach((img, i) => {
      const digest = digests[i];
      if (!digest || !owned.has(digest)) throw invalidField(img.field, 'error.pages.imageUnknown');
    });
  }

  async checkLinks(shopId: number, links: readonly LinkAt[], now: number): Promise<void> {
    const idsOf = (type: string) => [
      ...new Set(links.filter((l) => l.link.opt_type === type).map((l) => Number(l.link.opt_value))),
    ];
    const goods = new Set((await this.repo.goodsOnSale(shopId, idsOf('GOODS'))).map((g) => Number(g.id)));
    const activities = new Set(
      (await this.repo.runningActivities(shopId, idsOf('ACTIVE'), now)).map((a) => Number(a.id)),
    );
    for (const { field, link } of links) {
      const value = link.opt_value ?? '';
      const at = `${field}.opt_value`;
      if (link.opt_type === 'GOODS' && !goods.has(Number(value)))
        throw invalidField(at, 'error.pages.goodsUnknown', { id: value });
      if (link.opt_type === 'ACTIVE' && !activities.has(Number(value)))
        throw invalidField(at, 'error.pages.activityUnknown', { id: value });
      if (link.opt_type === 'CATEGORY' && !(await this.repo.categoryByPath(value)))
        throw invalidField(at, 'error.pages.categoryUnknown');
      if (link.opt_type === 'URL') {
        const verdict = urlLinkVerdict(value);
        if (verdict === 'unknownMiniLink')
          throw invalidField(at, 'error.pages.linkUnknown', {
            link: value,
            known: MINI_PROGRAM_LINKS.join(' '),
          });
        if (verdict === 'notPath') throw invalidField(at, 'error.pages.linkPath');
      }
    }
  }

  /** Goods on sale by id, priced in yuan (what a storefront shows); off-sale ids are absent. */
  async goods(shopId: number, ids: readonly number[]): Promise<Map<number, ResolvedGoods>> {
    const rows = await this.repo.goodsOnSale(shopId, [...new Set(ids)]);
    return new Map(
      rows.map((g) => [
        Number(g.id),
        { goods_id: Number(g.id), goods_name: g.goods_name, price: toYuan(g.price), thumbnail: g.thumbnail },
      ]),
    );
  }

  async coupons(shopId: number, now: number, ids?: readonly number[]): Promise<Map<number, CouponChoice>> {
    const rows = await this.repo.usableCoupons(shopId, now, ids ? [...new Set(ids)] : undefined);
    return new Map(
      rows.map((c) => [
        Number(c.id),
        {
          coupon_id: Number(c.id),
          title: c.title,
          face_value: toYuan(c.face_value),
          threshold: toYuan(c.threshold),
          end_time: Number(c.end_at),
        },
      ]),
    );
  }

  async checkCoupons(shopId: number, wanted: readonly { field: string; id: number }[], now: number) {
    const usable = await this.coupons(
      shopId,
      now,
      wanted.map((w) => w.id),
    );
    for (const w of wanted)
      if (!usable.has(w.id)) throw invalidField(w.field, 'error.pages.couponUnknown', { id: w.id });
  }

  async checkGoods(shopId: number, wanted: readonly { field: string; id: number }[]) {
    const onSale = await this.goods(
      shopId,
      wanted.map((w) => w.id),
    );
    for (const w of wanted)
      if (!onSale.has(w.id)) throw invalidField(w.field, 'error.pages.goodsUnknown', { id: w.id });
  }

  /** A stored link as answered: a GOODS link carries its goods (null once off sale). */
  resolveLink(link: PageLink, goods: Map<number, ResolvedGoods>) {
    return link.opt_type === 'GOODS' ? { ...link, goods: goods.get(Number(link.opt_value)) ?? null } : link;
  }
}
