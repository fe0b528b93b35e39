import { ACCOUNTS } from '../pages/accounts.ts';
import { MobileHomePage, openMobileHome } from '../pages/shop-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Shop pages (issue 24): the founder adds a banner floor to the mobile home page, uploads a slide
 * picture, links it to a goods item through the text-link picker and the goods picker, and
 * publishes; the storefront's open API (the demo shop key) then serves that slide with the goods
 * resolved. */

// 999感冒灵颗粒 (seeded, on sale): only linked to, nothing about it changes.
const GOODS_CODE = 'OTC01001';

test('a mobile home banner slide linked to a goods item is published and served by the open API', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const before = await openMobileHome(page);
  const home = new MobileHomePage(page);
  await home.goto();
  const floor = await home.addFloor('BANNER');
  await home.addBannerSlide(floor);
  const text = `新品${Date.now() % 100000}`;
  await home.linkToGoods(floor.getByTestId('banner-slide-link-0'), text, GOODS_CODE);
  await expect(floor).toContainText(text);
  await home.publish(before.version_no + 1);

  const after = await openMobileHome(page);
  expect(after.version_no).toBe(before.version_no + 1);
  const banner = after.floors.at(-1)!;
  expect(banner.type).toBe('BANNER');
  expect(banner.slides?.[0]).toMatchObject({
    image: expect.stringMatching(/^\/api\/files\//),
    link: { text, opt_type: 'GOODS', goods: { goods_name: expect.any(String) } },
  });
});
