import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { shanghaiDate } from '@rxdesk/contract/settings/qualification-dates';
import type { Database } from '../platform/db/schema.ts';
import { storeSeedUpload } from './seed-upload.ts';

type Trx = Kysely<Database>;
const DAY = 86_400;

/** A scan of a certificate: a framed page with a red seal and lines of text drawn as bars
 * (shapes only, no font needed), stored in the uploads table like an upload. */
async function storeScan(trx: Trx, shopId: number, uploader: number, i: number, now: number) {
  const hue = ['#fbf6e9', '#f4f7fb', '#f7f2f2', '#f2f7f1', '#f8f5ee', '#f3f3f8'][i % 6]!;
  const lines = Array.from(
    { length: 7 },
    (_, k) =>
      `<rect x="90" y="${170 + k * 42}" width="${420 - ((k * 53 + i * 17) % 160)}" height="12" fill="#8a8f98"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="${hue}"/>
    <rect x="30" y="30" width="540" height="740" fill="none" stroke="#b8912f" stroke-width="10"/>
    <rect x="180" y="80" width="240" height="34" fill="#444"/>${lines}
    <circle cx="440" cy="620" r="80" fill="none" stroke="#d0342c" stroke-width="8"/>
    <polygon points="440,570 452,606 490,606 459,628 471,664 440,642 409,664 421,628 390,606 428,606" fill="#d0342c"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return (await storeSeedUpload(trx, { shopId, uploader, name: `licence-${i + 1}.png`, bytes, now })).url;
}

interface Plan {
  kind: string;
  number: string;
  issuer: string;
  holder: string;
  /** Days from today (Shanghai) the licence began / ends; null end: permanent. */
  from: number;
  until: number | null;
  quality_officer?: string;
  scope: string;
}

const DEMO_HOLDER = '上海演示大药房有限公司';
const DEMO: Plan[] = [
  {
    kind: 'YYZZ',
    number: '91310115MA1H8XK27Q',
    issuer: '上海市浦东新区市场监督管理局',
    holder: DEMO_HOLDER,
    from: -2100,
    until: null,
    scope: '药品零售；第二类医疗器械经营；食品销售；保健食品销售',
  },
  {
    kind: 'DRUG_BUSINESS',
    number: '沪AA0210001',
    issuer: '上海市药品监督管理局',
    holder: DEMO_HOLDER,
    from: -700,
    until: 1125,
    quality_officer: '李芳',
    scope: '处方药、非处方药：中成药、化学药制剂、抗生素制剂、生化药品、生物制品（除疫苗）',
  },
  {
    kind: 'GSP',
    number: 'SH-GSP-2024-0317',
    issuer: '上海市药品监督管理局',
    holder: DEMO_HOLDER,
    from: -420,
    until: 1405,
    quality_officer: '李芳',
    scope: '药品零售',
  },
  {
    kind: 'INTERNET_DRUG_INFO',
    number: '（沪）-非经营性-2023-0158',
    issuer: '上海市药品监督管理局',
    holder: DEMO_HOLDER,
    from: -600,
    until: 1225,
    quality_officer: '李芳',
    scope: '互联网药品信息服务（非经营性）',
  },
  {
    kind: 'MEDICAL_DEVICE',
    number: '沪浦食药监械经营备20210486号',
    issuer: '上海市浦东新区市场监督管理局',
    holder: DEMO_HOLDER,
    from: -1500,
    until: null,
    quality_officer: '李芳',
    scope: '第二类医疗器械：6820 普通诊察器械，6826 物理治疗设备，6864 医用卫生材料及敷料',
  },
  // Ends within ~60 days: the dashboard and top-bar alert shows in the demo.
  {
    kind: 'FOOD_BUSINESS',
    number: 'JY13101150085421',
    issuer: '上海市浦东新区市场监督管理局',
    holder: DEMO_HOLDER,
    from: -1765,
    until: 58,
    quality_officer: '李芳',
    scope: '预包装食品（含冷藏冷冻食品）销售；保健食品销售；特殊医学用途配方食品销售',
  },
];
const SECOND_HOLDER = '杭州康宁大药房有限公司';
const SECOND: Plan[] = [
  {
    kind: 'YYZZ',
    number: '91330106MA2CFR8L3K',
    issuer: '杭州市西湖区市场监督管理局',
    holder: SECOND_HOLDER,
    from: -1300,
    until: null,
    scope: '药品零售',
  },
  {
    kind: 'DRUG_BUSINESS',
    number: '浙CA5710026',
    issuer: '浙江省药品监督管理局',
    holder: SECOND_HOLDER,
    from: -300,
    until: 1525,
    quality_officer: '陈敏',
    scope: '处方药、非处方药：中成药、化学药制剂',
  },
];

async function seedShop(trx: Trx, shopId: number, plans: Plan[], now: number, scanBase: number) {
  const founder = await trx
    .selectFrom('users')
    .select(['id', 'username', 'real_name'])
    .where('shop_id', '=', shopId)
    .where('founder', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const actor = founder.real_name || founder.username;
  const created = now - 30 * DAY;
  for (const [i, p] of plans.entries()) {
    const images = [await storeScan(trx, shopId, Number(founder.id), scanBase + i, created)];
    const row = {
      shop_id: shopId,
      kind: p.kind,
      holder_name: p.holder,
      number: p.number,
      issuer: p.issuer,
      legal_person: p.kind === 'YYZZ' ? (shopId === 1 ? '王建国' : '陈店长') : '',
      quality_officer: p.quality_officer ?? '',
      address: shopId === 1 ? '上海市浦东新区张杨路 1000 号' : '杭州市西湖区文三路 200 号',
      scope: p.scope,
      valid_from: shanghaiDate(now + p.from * DAY),
      valid_until: p.until === null ? null : shanghaiDate(now + p.until * DAY),
      permanent: p.until === null ? 1 : 0,
      images: JSON.stringify(images),
      remark: '',
      version: 1,
      created_at: created,
      updated_at: created,
      updated_by: actor,
      deleted_at: null,
    };
    const { id } = await trx
      .insertInto('shop_qualifications')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shop_qualification_history')
      .values({
        shop_id: shopId,
        qualification_id: Number(id),
        action: 'ADD',
        snapshot: JSON.stringify({ ...snapshot(row), id: Number(id), images }),
        actor_id: Number(founder.id),
        actor_name: actor,
        created_at: created,
      })
      .execute();
  }
}

const snapshot = (r: Record<string, unknown>) => {
  const { shop_id: _s, deleted_at: _d, images: _i, ...rest } = r;
  return rest;
};

/** Issue 24: the demo shop's business licence and five licences (one ending within ~60 days so the
 * expiry alert shows), and the second shop's business and drug licences, each with a scan and its
 * first history row. */
export async function seedQualifications(trx: Trx, shops: { demo: number; second: number }, now: number) {
  await seedShop(trx, shops.demo, DEMO, now, 0);
  await seedShop(trx, shops.second, SECOND, now, 10);
}
