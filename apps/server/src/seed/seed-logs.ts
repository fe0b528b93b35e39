import type { Kysely } from 'kysely';
import { targetTypeOf } from '@rxdesk/contract/logs/target-type';
import type { FieldChanges } from '../platform/audit/operation-log.ts';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;

interface Entry {
  /** Minutes before the seed's `now`. */
  ago: number;
  user: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  changes?: FieldChanges;
  ip?: string;
}

const STORE_IP = '192.168.1.20';
const OFFICE_IP = '192.168.1.35';
const d = (days: number, h = 0, m = 0) => days * 1440 - h * 60 - m;

/** A week of the demo shop's operation log (issue 21): sign-ins, an order price and address
 * change, a clerk and role edit, tag and supplier renames, settings — the log screen's filters and
 * its before/after detail have something to show. Written oldest first, so ids follow time. */
function demoEntries(orderSn: string, clerkMobile: string): Entry[] {
  return [
    {
      ago: d(7, 8, 55),
      user: 'admin',
      action: 'login.success',
      target: 'admin',
      detail: { mode: 'account' },
    },
    {
      ago: d(7, 8, 40),
      user: 'admin',
      action: 'role.update',
      target: '店员',
      detail: { permissions: ['dashboard', 'order-list', 'sorder-list', 'service-list'] },
      changes: {
        permissions: {
          from: ['dashboard', 'order-list', 'sorder-list'],
          to: ['dashboard', 'order-list', 'sorder-list', 'service-list'],
        },
      },
    },
    {
      ago: d(6, 9, 10),
      user: 'admin',
      action: 'clerk.update',
      target: 'clerk',
      changes: {
        real_name: { from: '李小店', to: '李店员' },
        mobile: { from: '13800000009', to: clerkMobile },
      },
    },
    { ago: d(6, 9, 2), user: 'clerk', action: 'login.success', target: 'clerk', detail: { mode: 'account' } },
    {
      ago: d(6, 9, 1),
      user: 'clerk',
      action: 'permission.denied',
      target: 'GET /api/seller/shops/clerks',
      detail: { permission: 'clerk-list' },
    },
    {
      ago: d(5, 10, 30),
      user: 'admin',
      action: 'goods.tag.rename',
      target: '秋冬必备',
      detail: { from: '秋冬常备' },
      changes: { name: { from: '秋冬常备', to: '秋冬必备' } },
    },
    {
      ago: d(4, 14, 5),
      user: 'admin',
      action: 'supplier.update',
      target: '康联医疗器械（上海）有限公司',
      changes: { contact_name: { from: '吴经理', to: '吴主管' } },
    },
    {
      ago: d(3, 8, 58),
      user: 'pharmacist',
      action: 'login.success',
      target: 'pharmacist',
      detail: { mode: 'account' },
    },
    {
      ago: d(3, 8, 50),
      user: 'pharmacist',
      action: 'pharmacist.work-hours',
      target: 'pharmacist',
      detail: { start: '08:30', end: '21:00' },
      changes: { start: { from: '09:00', to: '08:30' }, end: { from: '18:00', to: '21:00' } },
    },
    { ago: d(2, 9, 3), user: 'clerk', action: 'login.success', target: 'clerk', detail: { mode: 'account' } },
    {
      ago: d(2, 9, 20),
      user: 'clerk',
      action: 'order.price',
      target: orderSn,
      detail: { from: 'NEW', to: 'NEW' },
      changes: { order_price: { from: '86.50', to: '80.00' } },
    },
    {
      ago: d(2, 9, 26),
      user: 'clerk',
      action: 'order.address',
      target: orderSn,
      detail: { from: 'NEW', to: 'NEW' },
      changes: {
        address: { from: '张江路 100 弄 5 号', to: '张江路 100 弄 5 号 1202 室' },
        consignee_mobile: { from: '13912345678', to: '13912345679' },
      },
    },
    {
      ago: d(1, 7, 40),
      user: 'admin',
      action: 'login.failed',
      target: 'admin',
      detail: { mode: 'account' },
      ip: '203.0.113.7',
    },
    {
      ago: d(1, 7, 38),
      user: 'admin',
      action: 'login.success',
      target: 'admin',
      detail: { mode: 'account' },
    },
    {
      ago: d(1, 7, 30),
      user: 'admin',
      action: 'store.printer',
      target: '前台小票机',
      changes: { print_name: { from: '', to: '前台小票机' } },
    },
    { ago: 25, user: 'clerk', action: 'login.success', target: 'clerk', detail: { mode: 'account' } },
  ];
}

async function write(trx: Trx, shopId: number, now: number, entries: Entry[]) {
  const users = await trx
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.founder', 'r.role_name'])
    .where('u.shop_id', '=', shopId)
    .execute();
  for (const e of [...entries].sort((a, b) => b.ago - a.ago)) {
    const u = users.find((x) => x.username === e.user);
    if (!u) throw new Error(`seed-logs: no user ${e.user}`);
    const detail = e.detail ?? {};
    await trx
      .insertInto('operation_logs')
      .values({
        shop_id: shopId,
        user_id: u.id,
        username: u.username,
        role: u.founder === 1 ? 'founder' : (u.role_name ?? ''),
        action: e.action,
        target_type: targetTypeOf(e.action),
        target: e.target ?? '',
        detail: JSON.stringify(e.changes ? { ...detail, changes: e.changes } : detail),
        ip: e.ip ?? (e.user === 'admin' ? OFFICE_IP : STORE_IP),
        created_at: now - e.ago * 60,
      })
      .execute();
  }
}

/** The demo shop's week of log entries (after its orders exist: one of them is edited). */
export async function seedDemoLogs(trx: Trx, demo: number, now: number): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .select('sn')
    .where('shop_id', '=', demo)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await write(trx, demo, now, demoEntries(order.sn, '13800000001'));
}

/** A few entries of the isolation shop's own: never visible to the demo shop. */
export async function seedSecondShopLogs(trx: Trx, second: number, now: number): Promise<void> {
  await write(trx, second, now, [
    {
      ago: d(2, 10, 0),
      user: 'kangning',
      action: 'login.success',
      target: 'kangning',
      detail: { mode: 'account' },
    },
    {
      ago: d(2, 9, 50),
      user: 'kangning',
      action: 'goods.tag.rename',
      target: '康宁推荐',
      changes: { name: { from: '店长推荐', to: '康宁推荐' } },
    },
  ]);
}
