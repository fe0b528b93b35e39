import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { searchText } from '../platform/search/search-text.ts';

type Trx = Kysely<Database>;

/* The catalogue side of the demo goods (issue 20): brand, market price, validity period and the
 * package insert of every drug, the keyword text; in the demo shop a few items awaiting the
 * first-sale review, one rejected with its reason, one off shelf with its reason, and two drafts.
 * The seed has no goods pictures, so images stay empty (a seller uploads them when editing).
 * The items moved out of sale are at the end of the catalogue, no order names them and no test
 * orders them by code (seed-goods-catalogue.test.ts checks). */

export const AWAITING_REVIEW_CODES = ['HF170302', 'HF170201', 'RX150103'] as const;
export const REJECTED = { code: 'HF170102', reason: '批准文号与产品标签不一致，请核对后重新提交' } as const;
export const OFF_SHELF = { code: 'DV160303', reason: '厂家停产，等待替代型号到货' } as const;

const DRUGS = ['OTC_A', 'OTC_B', 'RX'];

/** Indications by category leaf (the insert says more; this is demo text). */
const INDICATIONS: Record<string, string> = {
  感冒药: '用于感冒引起的头痛、发热、鼻塞、流涕、咽痛等症状。',
  退热镇痛: '用于缓解轻至中度疼痛，也用于普通感冒或流行性感冒引起的发热。',
  止咳化痰: '用于咳嗽、痰多不易咳出。',
  胃药: '用于胃酸过多、胃灼热、上腹不适。',
  降压药: '用于高血压。',
  抗生素: '用于敏感菌所致的感染。',
};

function insertFor(category: string, type: string) {
  return JSON.stringify({
    indications: INDICATIONS[category] ?? '详见说明书。',
    usage: type === 'RX' ? '遵医嘱。' : '口服。用法用量详见说明书，或在药师指导下使用。',
    adverse: '尚不明确。',
    contraindications: '对本品及其成分过敏者禁用。',
    cautions: '请仔细阅读说明书并按说明使用，或在药师指导下购买和使用。',
    interactions: '如与其他药物同时使用可能会发生药物相互作用，详情请咨询医师或药师。',
  });
}

/** '999 感冒灵颗粒' → '999': the catalogue writes the brand before the name. */
const brandOf = (name: string) => (name.includes(' ') ? name.split(' ')[0]!.slice(0, 60) : '');

export async function seedGoodsCatalogue(
  trx: Trx,
  shopId: number,
  now: number,
  demo: boolean,
): Promise<void> {
  await trx
    .updateTable('goods')
    .set({
      // A rounded 20 % above the price, in whole yuan.
      market_price: sql`((price * 6 / 5 + 99) / 100) * 100`,
    })
    .where('shop_id', '=', shopId)
    .execute();
  const goods = await trx
    .selectFrom('goods as g')
    .innerJoin('categories as c', 'c.id', 'g.category_id')
    .select(['g.id', 'g.goods_name', 'g.common_name', 'g.goods_code', 'g.drug_type', 'c.name as category'])
    .where('g.shop_id', '=', shopId)
    .orderBy('g.id')
    .execute();
  for (const [i, g] of goods.entries()) {
    const drug = DRUGS.includes(g.drug_type);
    await trx
      .updateTable('goods')
      .set({
        brand: brandOf(g.goods_name),
        // As every write of the catalogue computes it (JavaScript's lower case, not SQL's).
        search_text: searchText(g.goods_name, g.common_name, g.goods_code),
        validity_period: drug || g.drug_type === 'HEALTH' ? (i % 3 === 0 ? '36个月' : '24个月') : '',
        ...(drug ? { package_insert: insertFor(g.category, g.drug_type) } : {}),
      })
      .where('id', '=', g.id)
      .execute();
  }
  if (demo) await seedReviewStates(trx, shopId, now);
}

async function userId(trx: Trx, shopId: number, username: string) {
  const u = await trx
    .selectFrom('users')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return u.id;
}

async function goodsId(trx: Trx, shopId: number, code: string) {
  const g = await trx
    .selectFrom('goods')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('goods_code', '=', code)
    .executeTakeFirstOrThrow();
  return g.id;
}

async function seedReviewStates(trx: Trx, shopId: number, now: number) {
  const admin = await userId(trx, shopId, 'admin');
  const pharmacist = await userId(trx, shopId, 'pharmacist');
  const review = (
    goods_id: number,
    action: string,
    actor_id: number,
    actor_name: string,
    reason = '',
    at = now,
  ) =>
    trx
      .insertInto('goods_reviews')
      .values({ shop_id: shopId, goods_id, action, reason, actor_id, actor_name, created_at: at })
      .execute();
  // Submitted by the founder: the pharmacist (the shop's quality side) reviews them in the demo.
  for (const [i, code] of AWAITING_REVIEW_CODES.entries()) {
    const id = await goodsId(trx, shopId, code);
    const at = now - (i + 1) * 3600;
    await trx
      .updateTable('goods')
      .set({ is_auth: 0, market_enable: 0, submitted_by: admin, updated_at: at })
      .where('id', '=', id)
      .execute();
    await review(id, 'SUBMIT', admin, 'admin', '', at);
  }
  const rejected = await goodsId(trx, shopId, REJECTED.code);
  await trx
    .updateTable('goods')
    .set({
      is_auth: 2,
      market_enable: 0,
      auth_reason: REJECTED.reason,
      submitted_by: admin,
      reviewed_by: pharmacist,
      reviewed_at: now - 1800,
    })
    .where('id', '=', rejected)
    .execute();
  await review(rejected, 'SUBMIT', admin, 'admin', '', now - 7200);
  await review(rejected, 'REJECT', pharmacist, 'pharmacist', REJECTED.reason, now - 1800);
  await trx
    .updateTable('goods')
    .set({ market_enable: 0, shelf_reason: OFF_SHELF.reason })
    .where('id', '=', await goodsId(trx, shopId, OFF_SHELF.code))
    .execute();
  await seedDrafts(trx, shopId, admin, now);
}

async function seedDrafts(trx: Trx, shopId: number, admin: number, now: number) {
  const leaf = await trx
    .selectFrom('categories')
    .select('id')
    .where('name', '=', '维生素')
    .executeTakeFirstOrThrow();
  const drafts = [
    {
      step: 1,
      payload: {
        goods_name: '星鲨 维生素D滴剂',
        goods_code: 'OTC11099',
        category_id: leaf.id,
        drug_type: 'OTC_A',
      },
    },
    {
      step: 2,
      payload: {
        goods_name: '汤臣倍健 维生素C咀嚼片',
        goods_code: 'HF170399',
        category_id: leaf.id,
        drug_type: 'HEALTH',
        brand: '汤臣倍健',
        unit: '瓶',
        common_name: '维生素C咀嚼片',
        approval_number: '国食健字G20100563',
        skus: [
          { sku_code: 'HF170399-60', price: '68.00', spec_values: [{ name: '规格', value: '60片' }] },
          { sku_code: 'HF170399-120', price: '118.00', spec_values: [{ name: '规格', value: '120片' }] },
        ],
      },
    },
  ];
  for (const [i, d] of drafts.entries())
    await trx
      .insertInto('goods_drafts')
      .values({
        shop_id: shopId,
        goods_id: null,
        goods_name: d.payload.goods_name,
        payload: JSON.stringify(d.payload),
        step: d.step,
        created_by: admin,
        created_at: now - (2 - i) * 86400,
        updated_at: now - (2 - i) * 86400,
      })
      .execute();
}
