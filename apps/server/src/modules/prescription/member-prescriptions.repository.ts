import type { Db } from '../../platform/db/database.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';

/** A member's prescriptions (those of the orders that name the member), newest first: what the
 * members area's detail tab reads through the prescription records port. */
export class MemberPrescriptionsRepository {
  constructor(private readonly db: Db) {}

  async page(shopId: number, memberId: number, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .where('p.shop_id', '=', shopId)
      .where('o.shop_id', '=', shopId)
      .where('o.member_id', '=', memberId);
    const [rows, total] = await Promise.all([
      base
        .select([
          'o.sn as order_sn',
          'p.hospital_name',
          'p.doctor_name',
          'p.use_person_name',
          'p.diagnosis',
          'p.state',
          'p.audit_pharmacist_name',
          'p.created_at',
        ])
        .orderBy('p.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }
}
