import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Sign-in modes of issue 3: image captchas, SMS verification codes, WeCom binding.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('verification_codes'))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('verification_codes_mobile_idx')
    .on('verification_codes')
    .columns(['mobile', 'scene', 'created_at'])
    .execute();
  await db.schema
    .createIndex('verification_codes_ip_idx')
    .on('verification_codes')
    .columns(['ip', 'created_at'])
    .execute();

  await db.schema.alterTable('users').addColumn('wecom_userid', 'varchar(64)').execute();
  await db.schema.createIndex('users_wecom_uq').on('users').column('wecom_userid').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_wecom_uq').execute();
  await db.schema.alterTable('users').dropColumn('wecom_userid').execute();
  await db.schema.dropTable('verification_codes').execute();
  await db.schema.dropTable('captchas').execute();
}
