import { describe, expect, it } from 'vitest';
import { floors } from './mobile-home.ts';
import { pageLink, urlLinkVerdict } from './page-link.ts';
import { navBody } from './navigations.ts';

describe('shop page links (§5 / §9)', () => {
  it('takes the known mini-program links and same-site paths, refuses the rest', () => {
    for (const ok of ['/coupon', '/aptitude', '/packagePointsMall', '/goods/list', '/index/home?tab=1'])
      expect(urlLinkVerdict(ok), ok).toBe('ok');
    expect(urlLinkVerdict('/lottery')).toBe('unknownMiniLink');
    for (const bad of ['coupon', '//evil.example/x', 'https://evil.example', '/a/../b', '/'])
      expect(urlLinkVerdict(bad), bad).toBe('notPath');
  });

  it('checks a link with the text-link picker rules', () => {
    expect(pageLink.safeParse({ text: '领券', opt_type: 'URL', opt_value: '/coupon' }).success).toBe(true);
    const noValue = pageLink.safeParse({ text: '商品', opt_type: 'GOODS' });
    expect(noValue.error?.issues[0]).toMatchObject({
      message: 'rule.actionValueRequired',
      path: ['opt_value'],
    });
    const nav = navBody.safeParse({ link: { text: '一二三四五六七', opt_type: 'NONE' } });
    expect(nav.error?.issues[0]).toMatchObject({ message: 'rule.pages.navName', path: ['link', 'text'] });
  });

  it('keeps floors within their limits', () => {
    const zone = { x: 60, y: 0, w: 50, h: 10, link: { text: 'x', opt_type: 'NONE' } };
    expect(floors.safeParse([{ type: 'HOT_ZONE', image: '/api/files/a.png', zones: [zone] }]).success).toBe(
      false,
    );
    expect(
      floors.safeParse([{ type: 'GOODS', title: '热销', goods_ids: [] }]).error?.issues[0]?.message,
    ).toBe('rule.pages.floorGoods');
    expect(floors.safeParse([{ type: 'GOODS', title: '热销', goods_ids: [1, 2] }]).success).toBe(true);
  });
});
