import type { RegisterMemberBody } from '@rxdesk/contract/members/members';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import type { MembersRepository } from './members.repository.ts';

export type Registration = { created: boolean; member_id: number };

/** The storefront's registration (POST /api/open/members): a new member of source REGISTER, or
 * the member the mobile already is in this shop (the route answers 409 with its id). Two
 * registrations of one mobile at once: the unique (shop_id, mobile) lets one insert win. */
export class MemberRegistration {
  constructor(
    private readonly repo: MembersRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async register(shopId: number, body: RegisterMemberBody): Promise<Registration> {
    const existing = await this.repo.findByMobile(shopId, body.mobile);
    if (existing) return { created: false, member_id: existing.id };
    try {
      const id = await this.repo.transaction(async (trx) => {
        const newId = await this.repo.insertMemberInTrx(trx, {
          shop_id: shopId,
          uname: body.uname,
          mobile: body.mobile,
          real_name: body.real_name,
          sex: body.sex,
          face: body.face,
          source: 'REGISTER',
          created_at: this.clock.now(),
        });
        await this.log.write(
          {
            actor: { shopId, userId: null, username: 'open-api', ip: '' },
            action: 'member.register',
            target: String(newId),
            detail: { uname: body.uname },
          },
          trx,
        );
        return newId;
      });
      return { created: true, member_id: id };
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      const taken = await this.repo.findByMobile(shopId, body.mobile);
      if (!taken) throw e;
      return { created: false, member_id: taken.id };
    }
  }
}
