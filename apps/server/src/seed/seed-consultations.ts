import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
type State = 'UNANSWERED' | 'ANSWERED' | 'HANDLED';

/** A question and, when answered, its answer. Questions on a prescription drug are answered by
 * the pharmacist account (the rule the server enforces); the others by the clerk. */
interface Qa {
  q: string;
  a?: string;
  state?: State;
  hidden?: 1;
  anonymous?: 1;
}

// prettier-ignore
const OTC: readonly Qa[] = [
  { q: '这个药一天吃几次？饭前还是饭后吃？', a: '您好，请按说明书用法用量服用，一般饭后服用可减少胃部不适。' },
  { q: '孕妇能吃吗？怀孕三个月了', a: '孕期用药请先咨询医生，本品说明书标注孕妇慎用，建议不要自行服用。' },
  { q: '今天下单明天能到吗？在浦东', a: '上海市内同城配送，下午 4 点前下单当天送达，之后次日送达。' },
  { q: '有效期到什么时候？', a: '目前发货批次有效期至 2028 年，均为近期生产。' },
  { q: '小孩 6 岁可以吃吗？剂量多少' },
  { q: '和感冒药能一起吃吗？' },
  { q: '哺乳期可以用吗？', state: 'HANDLED' },
  { q: '一盒能吃几天？', a: '按说明书常规用量，一盒约可服用 5-7 天。' },
  { q: '吃了会犯困吗？要开车', a: '本品可能引起轻微嗜睡，服药期间请避免驾驶。' },
  { q: '老人有高血压能吃吗？' },
  { q: '饭后多久吃比较好？', a: '饭后半小时左右服用即可。' },
  { q: '发票可以开公司抬头吗？', a: '可以，下单时在备注中填写抬头和税号即可。', anonymous: 1 },
  { q: '能用医保卡支付吗？', state: 'HANDLED' },
  { q: '包装是新版还是旧版？', a: '目前发新版包装，药品成分一致。' },
  { q: '快递是顺丰吗？晚上能送吗' },
  { q: '吃了三天没效果怎么办？', a: '症状持续请停药并及时就医，不建议自行加量。' },
  { q: '有没有儿童装？' },
  { q: '广告！！！加微信低价代购', hidden: 1, state: 'HANDLED' },
  { q: '糖尿病人可以吃吗？含糖吗？', a: '本品为薄膜衣片，不含蔗糖，糖尿病患者可按说明书服用。' },
  { q: '过敏体质能用吗？' },
  { q: '能和维生素 C 一起吃吗？', a: '可以同时服用，建议间隔 1-2 小时。', anonymous: 1 },
  { q: '开封后怎么保存？', a: '请密封，置阴凉干燥处保存，避免儿童接触。' },
  { q: '可以掰开吃吗？' },
  { q: '买两盒有优惠吗？', state: 'HANDLED' },
];

// prettier-ignore
const RX: readonly Qa[] = [
  { q: '处方药需要什么？我没有纸质处方', a: '下单后可上传医院处方照片，或由合作互联网医院医生在线开方，药师审核通过后发货。' },
  { q: '这个药能长期吃吗？有什么副作用', a: '长期服用请遵医嘱定期复查肝肾功能，常见不良反应为胃肠道不适，详见说明书。' },
  { q: '医生开的一天两次，漏服了一次怎么办？', a: '想起时尽快补服；若已接近下次服药时间，则跳过漏服的剂量，不要一次服用两倍剂量。' },
  { q: '孕妇能吃吗？', a: '本品孕妇禁用。如您已怀孕或计划怀孕，请告知医生更换用药。' },
  { q: '处方过期了还能买吗？' },
  { q: '和降压药一起吃有没有冲突？' },
  { q: '能和酒一起吗？昨天喝了点酒', a: '服药期间请勿饮酒，饮酒可能加重不良反应。如有不适请及时就医。' },
  { q: '处方审核要多久？', state: 'HANDLED' },
  { q: '一次最多能买几盒？' },
  { q: '老人 80 岁剂量要减吗？', a: '高龄患者可能需要调整剂量，请按医生处方服用，药师审方时也会核对。', anonymous: 1 },
  { q: '饭前吃还是饭后吃？', a: '建议饭后服用，以减少胃肠道刺激。' },
  { q: '能在外地配送吗？需要冷链吗' },
  { q: '吃了胃不舒服正常吗？' },
];

// prettier-ignore
const SECOND_SHOP: readonly Qa[] = [
  { q: '杭州同城多久送到？', a: '杭州市区 2 小时内送达。' },
  { q: '这个药儿童能用吗？' },
  { q: '处方药怎么买？' },
  { q: '有效期多久？', state: 'HANDLED' },
];

interface Staff {
  id: number;
  username: string;
  role: string;
  pharmacist: 0 | 1;
}

/** The demo's consultations (issue 21): questions of the shop's members on its goods, a mix of
 * states, those on prescription drugs answered by the pharmacist. Deterministic: goods and
 * members are taken in id order, times counted back from `now`. */
export async function seedConsultations(trx: Trx, shopId: number, now: number, demo: boolean) {
  const goods = await trx
    .selectFrom('goods')
    .select(['id', 'goods_name', 'thumbnail', 'is_prescription'])
    .where('shop_id', '=', shopId)
    .where('recycled_at', 'is', null)
    .where('is_auth', '=', 1)
    .where('regulatory_class', '=', 'NONE')
    .orderBy('id')
    .execute();
  const members = await trx
    .selectFrom('members')
    .select(['id', 'uname'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
  const users = await trx
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.real_name', 'u.founder', 'u.pharmacist', 'r.role_name'])
    .where('u.shop_id', '=', shopId)
    .orderBy('u.id')
    .execute();
  const staff = (pick: (u: (typeof users)[number]) => boolean): Staff => {
    const u = users.find(pick) ?? users[0]!;
    return {
      id: u.id,
      // As the service stores it: the person's name, else the username.
      username: u.real_name || u.username,
      role: u.founder ? '店主' : (u.role_name ?? ''),
      pharmacist: u.pharmacist ? 1 : 0,
    };
  };
  const pharmacist = staff((u) => u.pharmacist === 1);
  const clerk = staff((u) => u.username === 'clerk');
  const rxGoods = goods.filter((g) => g.is_prescription === 1);
  const otcGoods = goods.filter((g) => g.is_prescription !== 1);
  if (members.length === 0 || otcGoods.length === 0) return;

  const plan: { qa: Qa; g: (typeof goods)[number]; by: Staff }[] = demo
    ? [
        ...OTC.map((qa, i) => ({ qa, g: otcGoods[(i * 7) % otcGoods.length]!, by: clerk })),
        ...RX.map((qa, i) => ({
          qa,
          g: (rxGoods.length ? rxGoods : otcGoods)[(i * 5) % (rxGoods.length || otcGoods.length)]!,
          by: pharmacist,
        })),
      ]
    : SECOND_SHOP.map((qa, i) => ({ qa, g: goods[i % goods.length]!, by: pharmacist }));
  // Spread over the last two weeks, the newest last, so the list reads like a real inbox.
  const rows = plan.map(({ qa, g, by }, i) => {
    const m = members[(i * 3) % members.length]!;
    const created = now - (plan.length - i) * 7 * 3600;
    const state: State = qa.state ?? (qa.a ? 'ANSWERED' : 'UNANSWERED');
    const answered = state === 'ANSWERED';
    const handled = state === 'HANDLED';
    return {
      shop_id: shopId,
      goods_id: g.id,
      goods_name: g.goods_name,
      goods_img: g.thumbnail,
      member_id: m.id,
      member_name: m.uname,
      content: qa.q,
      anonymous: qa.anonymous ?? 0,
      state,
      hidden: qa.hidden ?? 0,
      reply_content: answered ? (qa.a ?? '') : '',
      answered_by: answered ? by.id : null,
      answered_by_name: answered ? by.username : '',
      answered_by_role: answered ? by.role : '',
      answered_by_pharmacist: answered ? by.pharmacist : 0,
      answered_at: answered ? created + 1800 : null,
      handled_by: handled ? clerk.id : null,
      handled_by_name: handled ? clerk.username : '',
      handled_at: handled ? created + 3600 : null,
      created_at: created,
      updated_at: answered ? created + 1800 : handled ? created + 3600 : created,
    };
  });
  rows.sort((a, b) => a.created_at - b.created_at);
  await trx.insertInto('goods_asks').values(rows).execute();
}
