import { THEMES, themeOf, type ClientType, type ThemeList } from '@rxdesk/contract/pages/themes';
import { SLIDE_LIMIT, type Slide } from '@rxdesk/contract/pages/slides';
import { NAV_LIMIT, type Nav } from '@rxdesk/contract/pages/navigations';
import type { PageLink } from '@rxdesk/contract/pages/page-link';
import type { z } from 'zod';
import type { navBody } from '@rxdesk/contract/pages/navigations';
import type { slideBody } from '@rxdesk/contract/pages/slides';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { PageReferences } from './page-references.ts';
import type { NavRecord, PagesRepository, SlideRecord } from './pages.repository.ts';

type SlideInput = z.output<typeof slideBody>;
type NavInput = z.output<typeof navBody>;

/** Javashop 7.2 shop decoration on the seller side: the PC and mobile theme, the slides (at most
 * 5, scheduled) and the navigation bar. Every change is one transaction with its log row. */
export class DecorationService {
  constructor(
    private readonly repo: PagesRepository,
    private readonly refs: PageReferences,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async currentThemes(shopId: number): Promise<Record<ClientType, string>> {
    const rows = await this.repo.themes(shopId);
    const code = (c: ClientType) => themeOf(c, rows.find((r) => r.client_type === c)?.theme_code).code;
    return { PC: code('PC'), MOBILE: code('MOBILE') };
  }

  async themes(auth: AuthContext, client: ClientType): Promise<ThemeList> {
    const current = (await this.currentThemes(auth.shopId))[client];
    return {
      client_type: client,
      current,
      themes: THEMES[client].map((t) => ({
        code: t.code,
        primary: t.primary,
        accent: t.accent,
        background: t.background,
        current: t.code === current,
      })),
    };
  }

  async setTheme(auth: AuthContext, client: ClientType, code: string): Promise<void> {
    if (!THEMES[client].some((t) => t.code === code)) throw invalidField('code', 'rule.pages.theme');
    const before = (await this.currentThemes(auth.shopId))[client];
    await this.repo.transaction(async (trx) => {
      await this.repo.setThemeInTrx(trx, {
        shop_id: auth.shopId,
        client_type: client,
        theme_code: code,
        updated_at: this.clock.now(),
      });
      await this.log.write(
        {
          auth,
          action: 'shop-theme.set',
          target: client,
          changes: { [client === 'PC' ? 'pc_theme' : 'mobile_theme']: { from: before, to: code } },
        },
        trx,
      );
    });
  }

  private async linkRows(shopId: number, links: PageLink[]) {
    const goods = await this.refs.goods(
      shopId,
      links.filter((l) => l.opt_type === 'GOODS').map((l) => Number(l.opt_value)),
    );
    return (link: PageLink) => this.refs.resolveLink(link, goods);
  }

  async slides(shopId: number): Promise<Slide[]> {
    const rows = await this.repo.slides(shopId);
    const links = rows.map((r) => JSON.parse(r.link) as PageLink);
    const resolve = await this.linkRows(shopId, links);
    const now = this.clock.now();
    return rows.map((r, i) => slideDto(r, resolve(links[i]!), now));
  }

  private async checkSlide(auth: AuthContext, b: SlideInput) {
    await this.refs.checkImages(auth.shopId, [{ field: 'image', image: b.image }]);
    await this.refs.checkLinks(auth.shopId, [{ field: 'link', link: b.link }], this.clock.now());
  }

  async createSlide(auth: AuthContext, b: SlideInput): Promise<{ id: number }> {
    await this.checkSlide(auth, b);
    const now = this.clock.now();
    try {
      return await this.repo.transaction(async (trx) => {
        const used = new Set(await this.repo.usedSlots(trx, auth.shopId));
        const slot = [1, 2, 3, 4, 5].find((s) => !used.has(s));
        if (used.size >= SLIDE_LIMIT || slot === undefined) throw conflict('error.pages.slideLimit');
        const id = await this.repo.insertSlideInTrx(trx, {
          shop_id: auth.shopId,
          slot,
          image: b.image,
          link: JSON.stringify(b.link),
          sort: b.sort,
          show_from: b.show_from ?? null,
          show_until: b.show_until ?? null,
          created_at: now,
          updated_at: now,
        });
        await this.log.write(
          {
            auth,
            action: 'shop-slide.create',
            target: String(id),
            detail: { text: b.link.text, sort: b.sort },
          },
          trx,
        );
        return { id };
      });
    } catch (error) {
      // Another add took the same free slot at the same moment and won: this one adds nothing.
      if (isUniqueViolation(error)) throw conflict('error.pages.slideLimit');
      throw error;
    }
  }

  async updateSlide(auth: AuthContext, id: number, b: SlideInput): Promise<void> {
    if (!(await this.repo.slide(auth.shopId, id))) throw notFound();
    await this.checkSlide(auth, b);
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.slide(auth.shopId, id, trx);
      if (!before) throw notFound();
      const ok = await this.repo.updateSlideInTrx(trx, auth.shopId, id, {
        image: b.image,
        link: JSON.stringify(b.link),
        sort: b.sort,
        show_from: b.show_from ?? null,
        show_until: b.show_until ?? null,
        updated_at: this.clock.now(),
      });
      if (!ok) throw notFound();
      await this.log.write(
        {
          auth,
          action: 'shop-slide.update',
          target: String(id),
          detail: { text: b.link.text },
          changes: {
            ...(before.image !== b.image ? { image: { from: before.image, to: b.image } } : {}),
            ...(Number(before.sort) !== b.sort ? { sort: { from: Number(before.sort), to: b.sort } } : {}),
          },
        },
        trx,
      );
    });
  }

  async deleteSlide(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.slide(auth.shopId, id, trx);
      if (!before || !(await this.repo.deleteSlideInTrx(trx, auth.shopId, id))) throw notFound();
      const link = JSON.parse(before.link) as PageLink;
      await this.log.write(
        { auth, action: 'shop-slide.delete', target: String(id), detail: { text: link.text } },
        trx,
      );
    });
  }

  async navs(shopId: number): Promise<Nav[]> {
    const rows = await this.repo.navs(shopId);
    const links = rows.map((r) => JSON.parse(r.link) as PageLink);
    const resolve = await this.linkRows(shopId, links);
    return rows.map((r, i) => navDto(r, resolve(links[i]!)));
  }

  async createNav(auth: AuthContext, b: NavInput): Promise<{ id: number }> {
    await this.refs.checkLinks(auth.shopId, [{ field: 'link', link: b.link }], this.clock.now());
    const now = this.clock.now();
    return this.repo.transaction(async (trx) => {
      if ((await this.repo.navCount(trx, auth.shopId)) >= NAV_LIMIT) throw conflict('error.pages.navLimit');
      const id = await this.repo.insertNavInTrx(trx, {
        shop_id: auth.shopId,
        ...navRow(b),
        created_at: now,
        updated_at: now,
      });
      await this.log.write(
        { auth, action: 'shop-nav.create', target: String(id), detail: { name: b.link.text } },
        trx,
      );
      return { id };
    });
  }

  async updateNav(auth: AuthContext, id: number, b: NavInput): Promise<void> {
    if (!(await this.repo.nav(auth.shopId, id))) throw notFound();
    await this.refs.checkLinks(auth.shopId, [{ field: 'link', link: b.link }], this.clock.now());
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.nav(auth.shopId, id, trx);
      if (!before) throw notFound();
      const row = navRow(b);
      if (!(await this.repo.updateNavInTrx(trx, auth.shopId, id, { ...row, updated_at: this.clock.now() })))
        throw notFound();
      await this.log.write(
        {
          auth,
          action: 'shop-nav.update',
          target: String(id),
          detail: { name: b.link.text },
          changes: {
            ...(before.name !== row.name ? { name: { from: before.name, to: row.name } } : {}),
            ...(Number(before.shown) !== row.shown
              ? { shown: { from: Number(before.shown), to: row.shown } }
              : {}),
            ...(Number(before.sort) !== row.sort
              ? { sort: { from: Number(before.sort), to: row.sort } }
              : {}),
          },
        },
        trx,
      );
    });
  }

  async deleteNav(auth: AuthContext, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.nav(auth.shopId, id, trx);
      if (!before || !(await this.repo.deleteNavInTrx(trx, auth.shopId, id))) throw notFound();
      await this.log.write(
        { auth, action: 'shop-nav.delete', target: String(id), detail: { name: before.name } },
        trx,
      );
    });
  }
}

const navRow = (b: NavInput) => ({
  name: b.link.text,
  link: JSON.stringify(b.link),
  sort: b.sort,
  shown: b.shown ? 1 : 0,
  new_window: b.new_window ? 1 : 0,
});

/** Inside its schedule at `now` (either end may be open; shown until is exclusive). */
export const slideShowing = (r: Pick<SlideRecord, 'show_from' | 'show_until'>, now: number) =>
  (r.show_from == null || Number(r.show_from) <= now) && (r.show_until == null || now < Number(r.show_until));

function slideDto(r: SlideRecord, link: Slide['link'], now: number): Slide {
  return {
    id: Number(r.id),
    image: r.image,
    link,
    sort: Number(r.sort),
    show_from: r.show_from == null ? null : Number(r.show_from),
    show_until: r.show_until == null ? null : Number(r.show_until),
    showing: slideShowing(r, now),
    update_time: Number(r.updated_at),
  };
}

function navDto(r: NavRecord, link: Nav['link']): Nav {
  return {
    id: Number(r.id),
    name: r.name,
    link,
    sort: Number(r.sort),
    shown: Number(r.shown) === 1,
    new_window: Number(r.new_window) === 1,
    update_time: Number(r.updated_at),
  };
}
