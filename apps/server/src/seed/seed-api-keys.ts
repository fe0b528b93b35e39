import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_KEY_PREFIX_LENGTH, API_KEY_SCOPES } from '@rxdesk/contract/settings/api-keys';
import { hashApiKey } from '../platform/auth/api-key.ts';
import type { Database } from '../platform/db/schema.ts';
import { DEMO_INTAKE_API_KEY, SECOND_SHOP_INTAKE_API_KEY } from './demo-accounts.ts';

const ALL = API_KEY_SCOPES.join(',');
const DAY = 86_400;

/** Issue 24: the shops' open-API keys — the demo intake key (a contract other tools use: the
 * simulator, tests, e2e) holds every scope — an old ERP key of the demo shop that was rotated out
 * (revoked), and the demo shop's grade history: 银牌 approved, then a refused try for 金牌. */
export async function seedApiKeys(
  trx: Kysely<Database>,
  shops: { demo: number; second: number },
  now: number,
  founder: string,
): Promise<void> {
  await trx
    .insertInto('api_keys')
    .values([
      {
        shop_id: shops.demo,
        name: '官网商城接入',
        prefix: DEMO_INTAKE_API_KEY.slice(0, API_KEY_PREFIX_LENGTH),
        key_hash: hashApiKey(DEMO_INTAKE_API_KEY),
        scopes: ALL,
        created_by: founder,
        created_at: now - 200 * DAY,
        last_used_at: now - 2 * 3600,
        revoked_at: null,
      },
      {
        shop_id: shops.demo,
        name: '旧 ERP 对接',
        prefix: 'rxk_9c1e',
        // A secret nobody holds any more: only its hash ever existed here.
        key_hash: hashApiKey(randomBytes(24).toString('hex')),
        scopes: 'orders,suppliers',
        created_by: founder,
        created_at: now - 320 * DAY,
        last_used_at: now - 181 * DAY,
        revoked_at: now - 180 * DAY,
      },
      {
        shop_id: shops.second,
        name: '官网商城接入',
        prefix: SECOND_SHOP_INTAKE_API_KEY.slice(0, API_KEY_PREFIX_LENGTH),
        key_hash: hashApiKey(SECOND_SHOP_INTAKE_API_KEY),
        scopes: ALL,
        created_by: '',
        created_at: now - 100 * DAY,
        last_used_at: null,
        revoked_at: null,
      },
    ])
    .execute();

  await trx.updateTable('shops').set({ grade_id: 2 }).where('id', '=', shops.demo).execute();
  await trx
    .insertInto('grade_applications')
    .values([
      {
        shop_id: shops.demo,
        from_grade_id: 1,
        grade_id: 2,
        reason: '开店满一年，月均订单 1200 单，好评率 99%，申请升级为银牌店铺。',
        state: 'APPROVED',
        answer_reason: '经营数据达标，同意升级。',
        applied_by: founder,
        created_at: now - 95 * DAY,
        answered_at: now - 92 * DAY,
      },
      {
        shop_id: shops.demo,
        from_grade_id: 2,
        grade_id: 3,
        reason: '门店新增 24 小时药师值守与夜间配送，申请升级为金牌店铺。',
        state: 'REJECTED',
        answer_reason: '近 30 天订单量未达到金牌店铺要求（3000 单），请达标后再申请。',
        applied_by: founder,
        created_at: now - 20 * DAY,
        answered_at: now - 18 * DAY,
      },
    ])
    .execute();
}
