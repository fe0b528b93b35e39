import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { buildMembersPointsPort } from './members.module.ts';
import type { MembersPointsPort } from './members-points.port.ts';

/** The points ledger: never below zero, one member's changes decided one after the other
 * (run on PostgreSQL too with TEST_DATABASE_URL: there the member row lock does it). */
describe('members points ledger', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let points: MembersPointsPort;
  let shopId: number;
  let otherShop: number;
  let seq = 0;
  const at = 1_700_000_000;

  const shop = async (name: string) =>
    (
      await db
        .insertInto('shops')
        .values({
          shop_name: name,
          shop_logo: '',
          contact_name: '',
          contact_phone: '',
          address: '',
          closed: 0,
          lat: 0,
          lng: 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const member = async (sid = shopId) =>
    (
      await db
        .insertInto('members')
        .values({
          shop_id: sid,
          uname: `m${++seq}`,
          real_name: '',
          face: '',
          sex: 1,
          mobile: `1390000${String(seq).padStart(4, '0')}`,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const entry = (memberId: number, ref = 'R') => ({ shopId, memberId, reason: '测试', ref, at });
  const add = (memberId: number, change: number, ref = 'R') =>
    db.transaction().execute((trx) => points.addInTrx(trx, { ...entry(memberId, ref), change }));

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    points = buildMembersPointsPort(db);
    shopId = Number(await shop('积分测试店'));
    otherShop = Number(await shop('别的店'));
  });
  afterAll(() => drop());

  it('50 parallel spends of 10 from 100 points: exactly 10 succeed and the balance is 0', async () => {
    const m = await member();
    await add(m, 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction().execute((trx) => points.spendInTrx(trx, { ...entry(m, `P${i}`), points: 10 })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await points.balance(shopId, m)).toBe(0);
    const rows = await db.selectFrom('member_points').select('change').where('member_id', '=', m).execute();
    expect(rows).toHaveLength(11);
  });

  it('a refused spend writes nothing; addInTrx refuses a change below zero with 409', async () => {
    const m = await member();
    await add(m, 5);
    expect(await db.transaction().execute((trx) => points.spendInTrx(trx, { ...entry(m), points: 6 }))).toBe(
      false,
    );
    const refused = await add(m, -6).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(409);
    expect(await points.balance(shopId, m)).toBe(5);
    await add(m, -5);
    expect(await points.balance(shopId, m)).toBe(0);
  });

  it('earns once per ref and takes back at most what the ref earned and the balance holds', async () => {
    const m = await member();
    const earn = () =>
      db.transaction().execute((trx) => points.earnOnceInTrx(trx, { ...entry(m, 'SN1'), points: 80 }));
    expect((await Promise.all([earn(), earn(), earn()])).filter(Boolean)).toHaveLength(1);
    expect(await points.balance(shopId, m)).toBe(80);
    await add(m, -50, 'P1');
    const takeBack = (n: number) =>
      db.transaction().execute((trx) => points.takeBackInTrx(trx, { ...entry(m, 'SN1'), points: n }));
    expect(await takeBack(10)).toBe(10);
    expect(await takeBack(100)).toBe(20);
    expect(await points.balance(shopId, m)).toBe(0);
    await add(m, 200, 'GIFT');
    // SN1 earned 80 and 30 were taken back: 50 remain to take, not the gift.
    expect(await takeBack(100)).toBe(50);
    expect(await points.balance(shopId, m)).toBe(150);
  });

  it('another shop\u2019s member is not found', async () => {
    const m = await member(otherShop);
    const e = await add(m, 10).catch((x: unknown) => x);
    expect((e as AppError).statusCode).toBe(404);
  });
});
