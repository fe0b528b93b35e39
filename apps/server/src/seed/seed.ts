import { createHash } from 'node:crypto';
import { searchText } from '../platform/search/search-text.ts';
import type { Kysely } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { CATALOGUE, CATEGORIES } from './catalogue-data.ts';
import { seedStandardGoods } from './seed-standard-goods.ts';
import { MEMBERS } from './members-data.ts';
import { seedPrescriptionDemo } from './prescription-seed.ts';
import {
  CLERK_PERMISSIONS,
  DEMO_ACCOUNTS,
  DEMO_SHOP_NAME,
  PHARMACIST_AUDIT_PASSWORD,
  PHARMACIST_PERMISSIONS,
  SECOND_SHOP_FOUNDER,
  SECOND_SHOP_NAME,
  DEMO_INTAKE_API_KEY,
  SECOND_SHOP_INTAKE_API_KEY,
} from './demo-accounts.ts';
import { hashApiKey } from '../platform/auth/api-key.ts';
import { seedDropShip } from './seed-drop-ship.ts';
import { seedAfterSales } from './seed-after-sales.ts';
import { SeedTimeline } from './seed-timeline.ts';
import { seedOrderStages } from './seed-order-stages.ts';
import type { DemoStories } from './seed-orders.ts';
import { seedBuiltinTags, seedGoodsExtras } from './seed-goods-extras.ts';
import { seedStock } from './seed-stock.ts';
import { seedGoodsCatalogue } from './seed-goods-catalogue.ts';
import { seedGoodsImportDemo } from './seed-goods-import.ts';
import { seedConsultations } from './seed-consultations.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedComments } from './seed-comments.ts';
import { seedCommentImages } from './seed-comment-images.ts';
import { seedMembers } from './seed-members.ts';
import { seedPointsCategories, seedPointsGoods } from './seed-points.ts';
import { seedPointsOrders } from './seed-points-orders.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedGifts } from './seed-gifts.ts';
import { postponeSeededOffers } from './seed-offers-later.ts';
import { seedDemoLogs, seedSecondShopLogs } from './seed-logs.ts';
import { seedPromotionActivities } from './seed-promotion-activities.ts';
import { seedAssemble } from './seed-assemble.ts';
import { seedInvoices } from './seed-invoices.ts';
import { seedLogistics } from './seed-logistics.ts';
import { seedSettlement, seedSettlementOrders } from './seed-settlement.ts';
import { seedWaybills } from './seed-waybills.ts';
import { seedStatisticsEvents } from './seed-statistics-events.ts';

type Trx = Kysely<Database>;

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
/** Stored exactly as a sign-in would produce it: argon2id of the client's MD5 digest. */
const passwordHash = (plain: string) => hashPassword(md5(plain));

export interface SeedOptions {
  /** false (the test suites): the demo's activities start in 30 days, so the orders the suites
   * place are priced as their figures expect. The demo itself runs them now. */
  liveOffers?: boolean;
}

/** Seeds the demo shop (DESIGN.md §8) in one transaction. Idempotent: when the demo shop is
 * already there it does nothing at all, and a half-done seed cannot exist. */
export async function seedDemo(
  db: Db,
  now = Math.floor(Date.now() / 1000),
  options: SeedOptions = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom('shops')
    .select('id')
    .where('shop_name', '=', DEMO_SHOP_NAME)
    .executeTakeFirst();
  if (existing) return false;
  // Hash outside the transaction: argon2 is slow on purpose and must not hold the write lock.
  const hashes = {
    admin: await passwordHash('admin123'),
    clerk: await passwordHash('clerk123'),
    pharmacist: await passwordHash('pharm123'),
    audit: await passwordHash(PHARMACIST_AUDIT_PASSWORD),
    second: await passwordHash(SECOND_SHOP_FOUNDER.password),
  };
  await db.transaction().execute(async (trx) => {
    const categoryIds = await seedCategories(trx);
    await seedStandardGoods(trx, CATALOGUE, categoryIds, now);
    const demo = await insertShop(trx, now, {
      shop_name: DEMO_SHOP_NAME,
      contact_name: '王店长',
      contact_phone: '021-58881234',
      address: '上海市浦东新区张江路 88 号 1 楼',
      api_key_hash: hashApiKey(DEMO_INTAKE_API_KEY),
    });
    const clerkRole = await insertRole(trx, demo, '店员', CLERK_PERMISSIONS, now);
    const pharmacistRole = await insertRole(trx, demo, '药师', PHARMACIST_PERMISSIONS, now);
    const [admin, clerk, pharmacist] = DEMO_ACCOUNTS;
    await insertUser(trx, now, {
      shop_id: demo,
      username: admin.username,
      mobile: admin.mobile,
      real_name: '王店长',
      password_hash: hashes.admin,
      role_id: 0,
      founder: 1,
    });
    await insertUser(trx, now, {
      shop_id: demo,
      username: clerk.username,
      mobile: clerk.mobile,
      real_name: '李店员',
      password_hash: hashes.clerk,
      role_id: clerkRole,
    });
    await insertUser(trx, now, {
      shop_id: demo,
      username: pharmacist.username,
      mobile: pharmacist.mobile,
      real_name: '张药师',
      password_hash: hashes.pharmacist,
      audit_password_hash: hashes.audit,
      role_id: pharmacistRole,
      pharmacist: 1,
    });
    await insertGoods(trx, demo, CATALOGUE, categoryIds, now);
    await seedStock(trx, demo, now);
    await insertMembers(trx, demo, MEMBERS, now);
    const rxPharmacist = await trx
      .selectFrom('users')
      .select(['id', 'real_name'])
      .where('shop_id', '=', demo)
      .where('username', '=', pharmacist.username)
      .executeTakeFirstOrThrow();
    // The demo's orders and what followed them, written in the order it happened (seed-timeline.ts).
    const timeline = new SeedTimeline();
    const stories = { trx, shopId: demo, now, shopUser: admin.username, timeline };
    await seedPrescriptionDemo(stories, { id: rxPharmacist.id, name: rxPharmacist.real_name });
    await seedDropShip(stories);
    await seedGoodsExtras(trx, demo, now);
    await seedAfterSales(stories);
    seedOrderStages(stories);
    seedSettlementOrders(stories);
    await seedShopComments(stories, admin.username, 60, true);
    await timeline.run();
    await seedMembers(trx, demo, now, true);
    await seedGoodsCatalogue(trx, demo, now, true);
    const founder = await trx
      .selectFrom('users')
      .select('id')
      .where('shop_id', '=', demo)
      .where('username', '=', admin.username)
      .executeTakeFirstOrThrow();
    await seedGoodsImportDemo(trx, demo, founder.id, now);
    await seedPromotions(trx, demo, founder.id, now, await seedGifts(trx, demo, now));
    await seedConsultations(trx, demo, now, true);
    await seedCoupons(trx, demo, founder.id, now);
    await seedDemoLogs(trx, demo, now);
    await seedPromotionActivities(trx, demo, now);
    await seedAssemble(trx, demo, now, options.liveOffers !== false);
    await seedPointsCategories(trx, demo, now);
    await seedPointsGoods(trx, demo, now);
    await seedPointsOrders(trx, demo, now, admin.username);
    await seedInvoices(trx, demo, now, admin.username);
    await seedWaybills(trx, demo, now);
    await seedStatisticsEvents(trx, demo, now);
    if (options.liveOffers === false) await postponeSeededOffers(trx, demo, 30 * 86_400);

    // A second shop with its own founder: every isolation test calls as this shop's user.
    const second = await insertShop(trx, now, {
      shop_name: SECOND_SHOP_NAME,
      contact_name: '陈店长',
      contact_phone: '0571-88776655',
      address: '杭州市西湖区文三路 200 号',
      api_key_hash: hashApiKey(SECOND_SHOP_INTAKE_API_KEY),
    });
    await insertUser(trx, now, {
      shop_id: second,
      username: SECOND_SHOP_FOUNDER.username,
      mobile: SECOND_SHOP_FOUNDER.mobile,
      real_name: '陈店长',
      password_hash: hashes.second,
      role_id: 0,
      founder: 1,
    });
    await insertGoods(
      trx,
      second,
      CATALOGUE.filter((_, i) => i % 7 === 0),
      categoryIds,
      now,
    );
    await seedStock(trx, second, now);
    await seedGoodsCatalogue(trx, second, now, false);
    await insertMembers(trx, second, MEMBERS.slice(40), now);
    await seedMembers(trx, second, now, false);
    await seedBuiltinTags(trx, second, now);
    await seedConsultations(trx, second, now, false);
    const secondStories = {
      trx,
      shopId: second,
      now,
      shopUser: SECOND_SHOP_FOUNDER.username,
      timeline: new SeedTimeline(),
    };
    await seedShopComments(secondStories, SECOND_SHOP_FOUNDER.username, 6, false);
    await secondStories.timeline.run();
    await seedSecondShopLogs(trx, second, now);
    await seedLogistics(trx, { demo, second }, now);
    await seedSettlement(trx, demo, now);
  });
  return true;
}

async function seedCategories(trx: Trx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let sort = 0;
  for (const top of CATEGORIES) {
    const parentId = await insertCategory(trx, 0, top.name, '0|', sort++);
    ids.set(top.name, parentId);
    for (const child of top.children ?? []) {
      ids.set(child, await insertCategory(trx, parentId, child, `0|${parentId}|`, sort++));
    }
  }
  return ids;
}

async function insertCategory(trx: Trx, parentId: number, name: string, parentPath: string, sort: number) {
  const found = await trx
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.id;
  const { id } = await trx
    .insertInto('categories')
    .values({ parent_id: parentId, name, category_path: '', sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('categories')
    .set({ category_path: `${parentPath}${id}|` })
    .where('id', '=', id)
    .execute();
  return id;
}

async function insertShop(
  trx: Trx,
  now: number,
  s: {
    shop_name: string;
    contact_name: string;
    contact_phone: string;
    address: string;
    api_key_hash: string;
  },
) {
  const { id } = await trx
    .insertInto('shops')
    .values({
      ...s,
      shop_logo: '/logo.svg',
      closed: 0,
      lat: 31.2033,
      lng: 121.5903,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function insertRole(trx: Trx, shopId: number, name: string, permissions: string[], now: number) {
  const { id } = await trx
    .insertInto('roles')
    .values({
      shop_id: shopId,
      role_name: name,
      permissions: JSON.stringify(permissions),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

interface UserSeed {
  shop_id: number;
  username: string;
  mobile: string;
  real_name: string;
  password_hash: string;
  role_id: number;
  founder?: number;
  pharmacist?: number;
  audit_password_hash?: string;
}

async function insertUser(trx: Trx, now: number, u: UserSeed) {
  await trx
    .insertInto('users')
    .values({
      ...u,
      founder: u.founder ?? 0,
      pharmacist: u.pharmacist ?? 0,
      audit_password_hash: u.audit_password_hash ?? null,
      challenge_hash: null,
      wecom_userid: null,
      print_name: '',
      face: '',
      enabled: 1,
      work_start_minute: 61,
      work_end_minute: 1439,
      login_count: 0,
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function insertGoods(
  trx: Trx,
  shopId: number,
  items: typeof CATALOGUE,
  categoryIds: Map<string, number>,
  now: number,
) {
  const rows = items.map((g) => ({
    shop_id: shopId,
    category_id: categoryIds.get(g.category) ?? [...categoryIds.values()][0]!,
    goods_code: g.goods_code,
    goods_name: g.goods_name,
    common_name: g.common_name,
    specs: g.specs,
    dosage_form: g.dosage_form,
    manufacturer: g.manufacturer,
    approval_number: g.approval_number,
    storage: g.storage,
    drug_type: g.drug_type,
    is_prescription: g.drug_type === 'RX' ? 1 : 0,
    price: g.price_fen,
    stock: g.stock,
    unit: g.unit,
    thumbnail: '',
    market_enable: 1,
    is_auth: 1,
    search_text: searchText(g.goods_name, g.common_name, g.goods_code),
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('goods')
      .values(rows.slice(i, i + 100))
      .execute();
}

async function insertMembers(trx: Trx, shopId: number, members: typeof MEMBERS, now: number) {
  if (members.length === 0) return;
  await trx
    .insertInto('members')
    .values(
      members.map((m) => ({
        shop_id: shopId,
        uname: m.uname,
        mobile: m.mobile,
        real_name: m.real_name,
        sex: m.sex,
        face: '',
        created_at: now,
      })),
    )
    .execute();
}

/** Review photos stored for the shop, then its received orders and their reviews (seed-comments.ts),
 * answered by the user `replier`, named as a reply made in the app records it (real name, else username). */
async function seedShopComments(
  stories: DemoStories,
  replier: string,
  orders: number,
  recentReplies: boolean,
) {
  const { trx, shopId, now } = stories;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'real_name'])
    .where('shop_id', '=', shopId)
    .where('username', '=', replier)
    .executeTakeFirstOrThrow();
  const images = await seedCommentImages(trx, shopId, user.id, now);
  const name = user.real_name || replier;
  await seedComments(stories, { orders, images, replier: { id: user.id, name }, recentReplies });
}
