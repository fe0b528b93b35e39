import type { Kysely } from 'kysely';
import type { FreightRules } from '@rxdesk/contract/logistics/freight-templates';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
const DAY = 86_400;

/* Logistics (issue 23). The shops are created after the migrations, so migration 0030's back-fill
 * of shop_express_companies found none: the demo shop ships with SF, ZTO, YTO, EMS and JD, the
 * second shop with SF and ZTO. The demo shop has two freight templates, each named by a few goods
 * (none the default: the rest keep the ¥8 / free from ¥99 rule). The first template is named by
 * goods, so the trust suites' delete of it is refused. */
const EXPRESS = { demo: ['SF', 'ZTO', 'YTO', 'EMS', 'JD'], second: ['SF', 'ZTO'] };

// Devices (blood-pressure monitors, nebulisers…) are heavy: by weight, dearer far west.
const DEVICES: FreightRules = {
  default_area: { first: 1000, first_price: 1200, additional: 1000, additional_price: 500 },
  areas: [
    // Zhejiang, Shanghai, Jiangsu: the shop's own region.
    { region_ids: [33, 31, 32], first: 1000, first_price: 800, additional: 1000, additional_price: 200 },
    // Xinjiang, Tibet, Qinghai, Inner Mongolia.
    {
      region_ids: [65, 54, 63, 15],
      first: 1000,
      first_price: 2500,
      additional: 1000,
      additional_price: 1200,
    },
  ],
  free_rules: [{ region_ids: [33, 31, 32], min_amount: 29900, min_pieces: null }],
};
// Health foods ship by piece, free from two pieces in the shop's own region or from ¥158.
const HEALTH: FreightRules = {
  default_area: { first: 1, first_price: 1000, additional: 1, additional_price: 300 },
  areas: [{ region_ids: [65, 54], first: 1, first_price: 2000, additional: 1, additional_price: 800 }],
  free_rules: [
    { region_ids: [33, 31, 32], min_amount: null, min_pieces: 2 },
    { region_ids: [], min_amount: 15800, min_pieces: null },
  ],
};
const TEMPLATES = [
  {
    name: '医疗器械按重量',
    type: 'WEIGHT',
    rules: DEVICES,
    goods: ['DV160002', 'DV160004', 'DV160201', 'DV160401'],
  },
  {
    name: '保健食品按件',
    type: 'PIECE',
    rules: HEALTH,
    goods: ['HF110001', 'HF110002', 'HF170003', 'HF170004'],
  },
];

async function chooseExpress(trx: Trx, shopId: number, codes: string[], at: number) {
  const list = await trx
    .selectFrom('express_companies')
    .select(['code', 'sort'])
    .where('code', 'in', codes)
    .execute();
  for (const c of list)
    await trx
      .insertInto('shop_express_companies')
      .values({ shop_id: shopId, code: c.code, sort: c.sort, created_at: at })
      .execute();
}

export async function seedLogistics(trx: Trx, shops: { demo: number; second: number }, now: number) {
  await chooseExpress(trx, shops.demo, EXPRESS.demo, now - 30 * DAY);
  await chooseExpress(trx, shops.second, EXPRESS.second, now - 30 * DAY);
  for (const [i, t] of TEMPLATES.entries()) {
    const at = now - (20 - i) * DAY;
    const { id } = await trx
      .insertInto('freight_templates')
      .values({
        shop_id: shops.demo,
        name: t.name,
        type: t.type,
        is_default: 0,
        rules: JSON.stringify(t.rules),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('goods')
      .set({ freight_template_id: Number(id) })
      .where('shop_id', '=', shops.demo)
      .where('goods_code', 'in', t.goods)
      .execute();
  }
}
