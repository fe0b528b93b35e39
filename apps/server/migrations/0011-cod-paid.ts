import { sql, type Kysely } from 'kysely';

// Confirming the cash of a cash-on-delivery order (pay at ROG) completed it but left it unpaid:
// paid 0, paid_amount 0, no paid_at, so its detail showed ¥0.00 paid and an after-sale case found
// nothing to refund. Entering COMPLETE now marks an unpaid order paid (order-timestamps.ts); this
// repairs the orders completed before, including those in an after-sale case since. The cash was
// taken when the order completed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update orders
    set paid = 1, paid_amount = order_price, paid_at = coalesce(completed_at, updated_at)
    where payment_type = 'COD' and paid = 0
      and (status = 'COMPLETE' or (status = 'AFTER_SERVICE' and status_before = 'COMPLETE'))
  `.execute(db);
}

// A repair: there is nothing to put back.
export async function down(): Promise<void> {}
