import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Floor } from '@rxdesk/contract/pages/mobile-home';
import type { PageLink } from '@rxdesk/contract/pages/page-link';
import type { Database } from '../platform/db/schema.ts';
import { storeSeedUpload } from './seed-upload.ts';

type Trx = Kysely<Database>;
const DAY = 86_400;

/* Shop pages (issue 24) of the demo shop: banner pictures drawn here (plain shapes, no text, so no
 * font is needed) and stored as the shop's uploads; 3 slides (one scheduled to end in a week), 5
 * navigation items, the health-green PC theme, and a mobile home page published twice (version 1
 * the earlier one, version 2 current) whose draft equals version 2. */
const BANNERS = [
  { bg: '#2f86f6', fg: '#ffffff', shape: '<circle cx="1500" cy="220" r="160"/>' },
  { bg: '#3a9a64', fg: '#f3f8f1', shape: '<rect x="1300" y="90" width="360" height="260" rx="40"/>' },
  { bg: '#f0712c', fg: '#fff6ef', shape: '<polygon points="1300,360 1480,70 1660,360"/>' },
  { bg: '#6b5bd2', fg: '#efeaff', shape: '<rect x="1250" y="160" width="460" height="120" rx="60"/>' },
];

async function storeBanner(trx: Trx, shopId: number, uploader: number, i: number, now: number) {
  const b = BANNERS[i % BANNERS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="450">
    <rect width="1920" height="450" fill="${b.bg}"/><g fill="${b.fg}" opacity="0.85">${b.shape}
    <rect x="160" y="150" width="700" height="56" rx="12"/><rect x="160" y="240" width="460" height="36" rx="10"/></g></svg>`;
  const bytes = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return (await storeSeedUpload(trx, { shopId, uploader, name: `banner-${i + 1}.png`, bytes, now })).url;
}

export async function seedPages(trx: Trx, shopId: number, uploader: number, publisher: string, now: number) {
  const images: string[] = [];
  for (let i = 0; i < BANNERS.length; i++) images.push(await storeBanner(trx, shopId, uploader, i, now));
  const goods = await trx
    .selectFrom('goods')
    .select(['id', 'goods_name'])
    .where('shop_id', '=', shopId)
    .where('market_enable', '=', 1)
    .where('is_auth', '=', 1)
    .where('recycled_at', 'is', null)
    .orderBy('id')
    .limit(8)
    .execute();
  const coupons = await trx
    .selectFrom('coupons')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('voided_at', 'is', null)
    .where('end_at', '>', now)
    .orderBy('id')
    .limit(3)
    .execute();
  const category = await trx
    .selectFrom('categories')
    .select('category_path')
    .orderBy('id')
    .executeTakeFirst();
  const goodsLink = (i: number, text: string): PageLink => ({
    text,
    opt_type: 'GOODS',
    opt_value: String(goods[i % goods.length]!.id),
  });
  const urlLink = (text: string, url: string): PageLink => ({ text, opt_type: 'URL', opt_value: url });

  await trx
    .insertInto('shop_themes')
    .values([
      { shop_id: shopId, client_type: 'PC', theme_code: 'pc-health', updated_at: now - 20 * DAY },
      { shop_id: shopId, client_type: 'MOBILE', theme_code: 'mobile-fresh', updated_at: now - 20 * DAY },
    ])
    .execute();

  const slides: { link: PageLink; until: number | null }[] = [
    { link: goodsLink(0, '感冒季常备药'), until: null },
    { link: urlLink('领券中心', '/coupon'), until: now + 7 * DAY },
    { link: urlLink('资质公示', '/aptitude'), until: null },
  ];
  await trx
    .insertInto('shop_slides')
    .values(
      slides.map((s, i) => ({
        shop_id: shopId,
        slot: i + 1,
        image: images[i]!,
        link: JSON.stringify(s.link),
        sort: i + 1,
        show_from: now - 10 * DAY,
        show_until: s.until,
        created_at: now - 10 * DAY,
        updated_at: now - 10 * DAY,
      })),
    )
    .execute();

  const navs: PageLink[] = [
    urlLink('首页', '/index/home'),
    ...(category
      ? [{ text: '全部分类', opt_type: 'CATEGORY', opt_value: category.category_path } as PageLink]
      : []),
    urlLink('限时秒杀', '/seckill'),
    urlLink('拼团', '/assemble'),
    urlLink('积分商城', '/packagePointsMall'),
  ];
  await trx
    .insertInto('shop_navigations')
    .values(
      navs.map((link, i) => ({
        shop_id: shopId,
        name: link.text,
        link: JSON.stringify(link),
        sort: i + 1,
        shown: 1,
        new_window: 0,
        created_at: now - 10 * DAY,
        updated_at: now - 10 * DAY,
      })),
    )
    .execute();

  const earlier: Floor[] = [
    { type: 'BANNER', slides: [{ image: images[0]!, link: goodsLink(0, '感冒季常备药') }] },
    { type: 'GOODS', title: '热销推荐', goods_ids: goods.slice(0, 4).map((g) => Number(g.id)) },
  ];
  const current: Floor[] = [
    {
      type: 'BANNER',
      slides: [
        { image: images[0]!, link: goodsLink(0, '感冒季常备药') },
        { image: images[1]!, link: urlLink('领券中心', '/coupon') },
      ],
    },
    ...(coupons.length
      ? [{ type: 'COUPONS' as const, title: '新人领券', coupon_ids: coupons.map((c) => Number(c.id)) }]
      : []),
    { type: 'GOODS', title: '热销推荐', goods_ids: goods.slice(0, 6).map((g) => Number(g.id)) },
    {
      type: 'HOT_ZONE',
      image: images[3]!,
      zones: [
        { x: 0, y: 0, w: 50, h: 100, link: urlLink('秒杀', '/seckill') },
        { x: 50, y: 0, w: 50, h: 100, link: goodsLink(1, goods[1 % goods.length]!.goods_name.slice(0, 20)) },
      ],
    },
  ];
  await trx
    .insertInto('shop_page_versions')
    .values([
      {
        shop_id: shopId,
        page_type: 'MOBILE_HOME',
        version_no: 1,
        floors: JSON.stringify(earlier),
        restored_from: null,
        published_by: publisher,
        published_at: now - 14 * DAY,
      },
      {
        shop_id: shopId,
        page_type: 'MOBILE_HOME',
        version_no: 2,
        floors: JSON.stringify(current),
        restored_from: null,
        published_by: publisher,
        published_at: now - 3 * DAY,
      },
    ])
    .execute();
  await trx
    .insertInto('shop_page_drafts')
    .values({
      shop_id: shopId,
      page_type: 'MOBILE_HOME',
      floors: JSON.stringify(current),
      revision: 3,
      updated_at: now - 3 * DAY,
    })
    .execute();
}
