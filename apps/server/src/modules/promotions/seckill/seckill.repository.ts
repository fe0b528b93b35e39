import type { Db } from '../../../platform/db/database.ts';
import { ActivitiesRepository } from './activities.repository.ts';

/** The SECKILL rows of `promotions` (ActivitiesRepository). Units are taken and given back by the
 * intake's pricing (pricing/offers.repository.ts), one conditional update on the slot's row. */
export class SeckillRepository extends ActivitiesRepository {
  constructor(db: Db) {
    super(db, 'SECKILL');
  }
}
