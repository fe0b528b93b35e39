import { sql, type Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Issue 24. Open-API keys: a shop holds several keys (two valid at once let one rotate without
// downtime), each with scopes, a short visible prefix and only the secret's SHA-256. The shop's
// single key so far (shops.api_key_hash, the seed's demo intake key among them) becomes a key row
// holding every scope, and the column goes: the guard reads api_keys only.
// Shop grades: the platform's short list (seeded here, it is the platform's reference data), the
// shop's grade, and its applications — one open (APPLYING) application per shop, held by a partial
// unique index so two racing applications cannot both be written.
// Theme colour: remembered per user ('' = the default #409EFF).
const ALL_SCOPES = 'orders,after-sale,suppliers,events,platform';

const GRADES = [
  {
    id: 1,
    rank: 1,
    name: '普通店铺',
    name_en: 'Standard shop',
    description: '可发布 500 个商品，参加平台常规促销活动。',
    description_en: 'Up to 500 goods; joins the platform’s regular promotions.',
  },
  {
    id: 2,
    rank: 2,
    name: '银牌店铺',
    name_en: 'Silver shop',
    description: '可发布 3000 个商品，优先参加平台专题活动，结算周期缩短至 7 天。',
    description_en: 'Up to 3,000 goods; first in line for themed campaigns; settles every 7 days.',
  },
  {
    id: 3,
    rank: 3,
    name: '金牌店铺',
    name_en: 'Gold shop',
    description: '商品数量不限，首页推荐位，专属客户经理，结算周期缩短至 3 天。',
    description_en: 'Unlimited goods; home-page placement; an account manager; settles every 3 days.',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('api_keys'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    // Comma-separated scopes (orders, after-sale, suppliers, events, platform).
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_shop').on('api_keys').columns(['shop_id', 'id']).execute();

  const shops = await (
    db as Kysely<{ shops: { id: number; api_key_hash: string | null; created_at: number } }>
  )
    .selectFrom('shops')
    .select(['id', 'api_key_hash', 'created_at'])
    .where('api_key_hash', 'is not', null)
    .execute();
  for (const s of shops) {
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('api_keys')
      .values({
        shop_id: s.id,
        name: '原接入密钥',
        prefix: '',
        key_hash: s.api_key_hash,
        scopes: ALL_SCOPES,
        created_by: '',
        created_at: s.created_at,
      })
      .execute();
  }
  await db.schema.alterTable('shops').dropColumn('api_key_hash').execute();

  await db.schema
    .createTable('shop_grades')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('description_en', 'varchar(200)', (c) => c.notNull())
    .execute();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('shop_grades')
    .values(GRADES)
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('grade_id', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('grade_applications'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('from_grade_id', 'integer', (c) => c.notNull().references('shop_grades.id'))
    .addColumn('grade_id', 'integer', (c) => c.notNull().references('shop_grades.id'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    // APPLYING | APPROVED | REJECTED
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('answer_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('applied_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('grade_applications_shop')
    .on('grade_applications')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema
    .createIndex('grade_applications_one_open')
    .on('grade_applications')
    .column('shop_id')
    .unique()
    .where(sql.ref('state'), '=', 'APPLYING')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('theme_color', 'varchar(7)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('theme_color').execute();
  await db.schema.dropTable('grade_applications').execute();
  await db.schema.alterTable('shops').dropColumn('grade_id').execute();
  await db.schema.dropTable('shop_grades').execute();
  await db.schema.alterTable('shops').addColumn('api_key_hash', 'varchar(64)').execute();
  await db.schema.dropTable('api_keys').execute();
}
