import type { Db } from '../../../platform/db/database.ts';
import { ActivitiesRepository } from '../seckill/activities.repository.ts';

/** The ASSEMBLE rows of `promotions` (queries shared with seckill in ActivitiesRepository); the
 * teams are AssembleTeamsRepository's. */
export class AssembleRepository extends ActivitiesRepository {
  constructor(db: Db) {
    super(db, 'ASSEMBLE');
  }
}
