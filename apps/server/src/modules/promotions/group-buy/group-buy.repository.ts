import type { Db } from '../../../platform/db/database.ts';
import { ActivitiesRepository } from '../seckill/activities.repository.ts';

/** The GROUPBUY rows of `promotions` (queries shared with seckill in ActivitiesRepository). Its
 * units are taken by the intake's pricing (pricing/offers.repository.ts). */
export class GroupBuyRepository extends ActivitiesRepository {
  constructor(db: Db) {
    super(db, 'GROUPBUY');
  }
}
