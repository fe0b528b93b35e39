import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';

/** For the test suites: moves the demo shop's seeded activities (and their SKU rows) `seconds`
 * later, so they exist (the trust suites edit, close and delete them) but no order a suite places
 * is priced by them; every promotion test creates the offers it prices. */
export async function postponeSeededOffers(trx: Db, shopId: number, seconds: number): Promise<void> {
  await trx
    .updateTable('promotions')
    .set({ start_at: sql`start_at + ${seconds}`, end_at: sql`end_at + ${seconds}` })
    .where('shop_id', '=', shopId)
    .execute();
  await trx
    .updateTable('promotion_skus')
    .set({ start_at: sql`start_at + ${seconds}`, end_at: sql`end_at + ${seconds}` })
    .where('shop_id', '=', shopId)
    .execute();
}
