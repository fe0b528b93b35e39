import type { Kysely, Selectable } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { nationalIdCheckChar } from '@rxdesk/contract/rules/rules';
import type { Database, GoodsTable } from '../platform/db/schema.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { orderItemRow, type OrderLine } from '../modules/orders/order-rows.ts';
import { linkSeedLineSkus, takeSeedOrderStock } from './seed-stock.ts';
import { signaturePng } from './signature-png.ts';
import { insertSeedOrder, seedPrintedReceipt, type DemoStories } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';
import type { SeedTimeline } from './seed-timeline.ts';

type Trx = Kysely<Database>;
type GoodsRow = Selectable<GoodsTable>;
const MINUTE = 60;

interface DemoOrder {
  created: number;
  goods: GoodsRow[];
  /** Units of every line; default 1 or 2 alternately. */
  num?: number;
  status: 'PAID_OFF' | 'CONFIRM' | 'CANCELLED';
  paymentType: 'ONLINE' | 'COD';
  rxStatus: string;
  consignee: { name: string; mobile: string };
  isPrescription: boolean;
}
type PlaceDemoOrder = (
  o: DemoOrder,
) => Promise<{ id: number; sn: string; rxReference: string; lines: OrderLine[] }>;

/** Patients of the demo prescriptions: name, sex (1 male), birth date, region code. */
const PATIENTS = [
  ['陈国栋', 1, '19580412', '310115'],
  ['林美华', 0, '19670923', '310104'],
  ['周志强', 1, '19751106', '310112'],
  ['黄丽娟', 0, '19820317', '310101'],
  ['吴建平', 1, '19490801', '310106'],
  ['徐晓燕', 0, '19900528', '310113'],
  ['孙立新', 1, '19630214', '310105'],
  ['马秀英', 0, '19550730', '310107'],
  ['朱海涛', 1, '19861019', '310110'],
  ['胡春梅', 0, '19721205', '310109'],
] as const;
const DIAGNOSES = [
  '原发性高血压',
  '2 型糖尿病',
  '高脂血症',
  '慢性胃炎',
  '冠状动脉粥样硬化性心脏病',
  '支气管哮喘',
];
const DOCTORS = [
  ['王立群', '李文杰'],
  ['赵敏', '张海峰'],
  ['刘洋', '陈静'],
] as const;

/** How each demo prescription order stands: age in minutes, and the pharmacist's decision. */
const PLAN: { ageMinutes: number; decision: 'none' | 'approve' | 'reject'; voucher?: boolean }[] = [
  { ageMinutes: 4, decision: 'none' },
  { ageMinutes: 12, decision: 'none', voucher: true },
  { ageMinutes: 21, decision: 'none' },
  { ageMinutes: 48, decision: 'none' }, // overdue with the default 30-minute limit
  { ageMinutes: 135, decision: 'none', voucher: true },
  { ageMinutes: 26 * 60, decision: 'none' },
  { ageMinutes: 3 * 60, decision: 'approve' },
  { ageMinutes: 5 * 60, decision: 'approve', voucher: true },
  { ageMinutes: 27 * 60, decision: 'approve' },
  { ageMinutes: 7 * 60, decision: 'reject' },
];

function idCard(birth: string, region: string, seq: number): string {
  const first17 = `${region}${birth}${String(seq).padStart(3, '0')}`;
  return `${first17}${nationalIdCheckChar(first17)}`;
}

/** Demo prescription orders (some awaiting audit, some overdue, some approved with a signature,
 * one rejected), restricted goods with their control orders — so the screens are not empty.
 * Written inside the demo seed's transaction, in the shapes the real code paths produce. */
export async function seedPrescriptionDemo(
  { trx, shopId, now, shopUser, timeline }: DemoStories,
  pharmacist: { id: number; name: string },
): Promise<void> {
  const repo = new OrdersRepository(trx);
  const rxGoods = await trx
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('is_prescription', '=', 1)
    .where('stock', '>=', 20)
    .orderBy('id')
    .limit(30)
    .execute();
  const members = await trx
    .selectFrom('members')
    .select(['mobile', 'real_name'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .limit(20)
    .execute();
  let n = 0;
  const order: PlaceDemoOrder = async (o) => {
    n += 1;
    const day = unixToDateString(o.created, 'yyyy-MM-dd');
    const lines = o.goods.map((g, i) => {
      const num = o.num ?? 1 + ((n + i) % 2);
      return { g, num, subtotal: g.price * num };
    });
    const paid = o.paymentType === 'ONLINE';
    const rxReference = o.isPrescription ? `RX${day.replace(/-/g, '')}${String(n).padStart(4, '0')}` : '';
    const { id, sn } = await insertSeedOrder(
      trx,
      {
        shopId,
        created: o.created,
        lines,
        // Near the demo shop (张江路 88 号), as lat / lng below say.
        consignee: {
          ...o.consignee,
          region_ids: SEED_TOWNS.pudongZhangjiang,
          address: `张江路 ${100 + n} 号`,
        },
        sn: `${day.replace(/-/g, '')}9${String(n).padStart(7, '0')}`,
      },
      {
        order_source: n % 3 === 0 ? 'APP' : 'MINI',
        payment_type: o.paymentType,
        status: o.status,
        paid: paid ? 1 : 0,
        entry_status: 1,
        is_prescription: o.isPrescription ? 1 : 0,
        rx_status: o.rxStatus,
        rx_reference: rxReference,
        // Paid online in full at checkout; cash on delivery is not paid yet.
        ...(paid ? {} : { paid_amount: 0 }),
        lat: 31.2,
        lng: 121.59,
        cancel_reason: o.status === 'CANCELLED' ? '处方审核未通过：用药与临床诊断不相符' : '',
        paid_at: paid ? o.created : null,
      },
    );
    await trx
      .insertInto('order_items')
      .values(lines.map((l) => orderItemRow(id, l)))
      .execute();
    // Stock left the shelf with the order; a cancelled one has it back already.
    if (o.status === 'CANCELLED') await linkSeedLineSkus(trx, id);
    else await takeSeedOrderStock(trx, id);
    await repo.addFlow(trx, id, 'NEW', o.created);
    await repo.addFlow(
      trx,
      id,
      o.status === 'CANCELLED' ? (paid ? 'PAID_OFF' : 'CONFIRM') : o.status,
      o.created,
    );
    await repo.bumpCounter(trx, shopId, o.status, 'EXPRESS', 1);
    await repo.addLog(trx, id, 'MINI', 'create', `下单：${lines.length} 种商品`, o.created);
    await seedPrintedReceipt(trx, id, o.created, shopUser);
    return { id, sn, rxReference, lines };
  };

  // One prescription order and its audit, at the order's time.
  const seedPrescriptionOrder = async (i: number, plan: (typeof PLAN)[number], created: number) => {
    const [name, sex, birth, region] = PATIENTS[i]!;
    const [inquiryDoctor, doctor] = DOCTORS[i % DOCTORS.length]!;
    const goods = [
      rxGoods[(i * 3) % rxGoods.length]!,
      ...(i % 2 ? [rxGoods[(i * 3 + 1) % rxGoods.length]!] : []),
    ];
    const member = members[i % members.length]!;
    const status = plan.decision === 'reject' ? 'CANCELLED' : i % 4 === 3 ? 'CONFIRM' : 'PAID_OFF';
    const o = await order({
      created,
      goods,
      status,
      paymentType: plan.decision === 'reject' || status === 'CONFIRM' ? 'COD' : 'ONLINE',
      rxStatus:
        plan.decision === 'approve' ? 'APPROVED' : plan.decision === 'reject' ? 'REJECTED' : 'PENDING',
      consignee: { name: member.real_name, mobile: member.mobile },
      isPrescription: true,
    });
    const auditAfter = 8 + i * 3;
    const decided = plan.decision !== 'none';
    const { id: rxId } = await trx
      .insertInto('prescriptions')
      .values({
        shop_id: shopId,
        order_id: o.id,
        inquiry_rxno: o.rxReference,
        hospital_service_provider: i % 3 === 2 ? 0 : 1,
        hospital_name: i % 3 === 2 ? '' : i % 2 ? '微医互联网医院' : '好大夫在线互联网医院',
        inquiry_doctor_name: inquiryDoctor,
        doctor_name: doctor,
        use_person_name: name,
        use_person_age: 2026 - Number(birth.slice(0, 4)),
        use_person_sex: sex,
        use_person_id_card: idCard(birth, region, 101 + i * 2),
        use_person_mobile: member.mobile,
        diagnosis: DIAGNOSES[i % DIAGNOSES.length]!,
        images: JSON.stringify(plan.voucher ? [] : ['/logo.svg']),
        is_upload_voucher: plan.voucher ? 1 : 0,
        voucher_image: plan.voucher ? '/logo.svg' : '',
        wechat_openid: '',
        inquiry_create_time: created - 20 * MINUTE,
        medical_remind_time: created + 24 * 3600,
        last_remind_time: null,
        state: plan.decision === 'approve' ? 1 : plan.decision === 'reject' ? 2 : 3,
        audit_id: null,
        audit_user_id: decided ? pharmacist.id : null,
        audit_pharmacist_name: decided ? pharmacist.name : '',
        audit_time: decided ? created + auditAfter * MINUTE : null,
        audit_duration: decided ? auditAfter : null,
        created_at: created,
        updated_at: decided ? created + auditAfter * MINUTE : created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('prescription_drugs')
      .values(
        o.lines.map((l) => ({
          prescription_id: rxId,
          goods_id: l.g.id,
          drug_name: l.g.common_name,
          specs: l.g.specs,
          dosage: '口服，一次 1 片，一日 2 次',
          quantity: l.num + 1,
          unit: l.g.unit,
        })),
      )
      .execute();
    if (!decided) return;
    const rejected = plan.decision === 'reject';
    const { id: auditId } = await trx
      .insertInto('prescription_audits')
      .values({
        shop_id: shopId,
        prescription_id: rxId,
        order_id: o.id,
        result: rejected ? 2 : 1,
        pharmacist_id: pharmacist.id,
        pharmacist_name: pharmacist.name,
        reject_codes: JSON.stringify(rejected ? ['DIAGNOSIS_MISMATCH', 'OTHER'] : []),
        reject_reason: rejected ? '诊断为慢性胃炎，处方所列降压药与诊断不符，请重新问诊' : '',
        signature: signaturePng(i),
        audit_time: created + auditAfter * MINUTE,
        audit_duration: auditAfter,
        ip: '127.0.0.1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('prescriptions').set({ audit_id: auditId }).where('id', '=', rxId).execute();
    await repo.addLog(
      trx,
      o.id,
      'pharmacist',
      rejected ? 'rxRejected' : 'rxApproved',
      rejected
        ? `药师${pharmacist.name}驳回处方：用药与临床诊断不相符`
        : `药师${pharmacist.name}审核处方通过`,
      created + auditAfter * MINUTE,
    );
  };
  for (const [i, plan] of PLAN.entries()) {
    const created = now - plan.ageMinutes * MINUTE;
    timeline.at(created, () => seedPrescriptionOrder(i, plan, created));
  }
  await seedControlDemo(trx, shopId, members, now, order, timeline);
}

/** Goods the demo shop restricts (the simulator leaves them out: it registers no buyers). */
export const DEMO_RESTRICTED_CODES = ['OTC01004', 'OTC01005'];

/** Restricted goods (compound pseudoephedrine cold medicines, 含麻黄碱类复方制剂: two boxes per
 * buyer per week), control on, and three control orders with their registered buyers. */
async function seedControlDemo(
  trx: Trx,
  shopId: number,
  members: { mobile: string; real_name: string }[],
  now: number,
  order: PlaceDemoOrder,
  timeline: SeedTimeline,
): Promise<void> {
  await trx
    .insertInto('control_settings')
    .values({
      shop_id: shopId,
      enabled: 1,
      require_mobile: 1,
      notice: '含麻黄碱类复方制剂须实名登记购买，每人每周限购 2 盒。',
      switch_updated_at: now,
      template_updated_at: now,
    })
    .execute();
  const restricted = await goodsByCode(trx, shopId, DEMO_RESTRICTED_CODES);
  for (const g of restricted)
    await trx
      .insertInto('restricted_goods')
      .values({
        shop_id: shopId,
        goods_id: g.id,
        limit_qty: 2,
        period_days: 7,
        created_at: now,
        updated_at: now,
      })
      .execute();
  const bought = new Map<string, number>();
  const seedControlOrder = async (i: number, g: GoodsRow, created: number) => {
    const member = members[(i === 2 ? 0 : i) + 10]!;
    const [birth, region] = i === 1 ? ['19880611', '310104'] : ['19790325', '310115'];
    const id_card = idCard(birth, region, 311 + (i === 1 ? 2 : 0));
    const o = await order({
      created,
      goods: [g],
      num: 1,
      status: 'PAID_OFF',
      paymentType: 'ONLINE',
      rxStatus: 'NONE',
      consignee: { name: member.real_name, mobile: member.mobile },
      isPrescription: false,
    });
    const buyer = await trx
      .insertInto('control_buyers')
      .values({
        shop_id: shopId,
        id_card,
        real_name: member.real_name,
        mobile: member.mobile,
        created_at: created,
        updated_at: created,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'id_card']).doUpdateSet({ updated_at: created }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = o.lines[0]!;
    const key = `${id_card}:${g.id}`;
    const before = bought.get(key) ?? 0;
    bought.set(key, before + line.num);
    await trx
      .insertInto('control_sales')
      .values({
        shop_id: shopId,
        order_id: o.id,
        order_sn: o.sn,
        goods_id: g.id,
        goods_name: g.goods_name,
        num: line.num,
        buyer_id: buyer.id,
        buyer_name: member.real_name,
        buyer_id_card: id_card,
        buyer_mobile: member.mobile,
        limit_qty: 2,
        period_days: 7,
        bought_before: before,
        within_limit: before + line.num <= 2 ? 1 : 0,
        created_at: created,
      })
      .execute();
  };
  // `bought` adds up in time order: the timeline runs these orders oldest first.
  for (const [i, g] of [restricted[0]!, restricted[1]!, restricted[0]!].entries()) {
    const created = now - (3 - i) * 26 * 3600;
    timeline.at(created, () => seedControlOrder(i, g, created));
  }
}

function goodsByCode(trx: Trx, shopId: number, codes: string[]) {
  return trx
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('goods_code', 'in', codes)
    .orderBy('goods_code')
    .execute();
}
