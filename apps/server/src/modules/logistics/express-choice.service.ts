import type { ExpressChoice } from '@rxdesk/contract/logistics/express';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, invalidField } from '../../platform/http/app-error.ts';
import type { ExpressChoiceRepository } from './express-choice.repository.ts';

/** Which of the maintained express companies the shop ships with (Javashop's open / close). A
 * shop may close the last one: the ship dialog then says where to turn one on. */
export class ExpressChoiceService {
  constructor(
    private readonly repo: ExpressChoiceRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async all(auth: AuthContext): Promise<ExpressChoice[]> {
    return (await this.repo.all(auth.shopId)).map((r) => ({
      code: r.code,
      name: r.name,
      kuaidi100_code: r.kuaidi100_code,
      waybill: Number(r.waybill) === 1,
      chosen: Number(r.chosen) === 1,
    }));
  }

  private async company(code: string) {
    const c = await this.repo.company(code);
    if (!c) throw invalidField('code', 'error.logistics.expressUnknown');
    return c;
  }

  /** Turns a company on; 409 when it already is (a second click or another tab won). */
  async open(auth: AuthContext, code: string): Promise<void> {
    const c = await this.company(code);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.openInTrx(trx, auth.shopId, c, this.clock.now())))
        throw conflict('error.logistics.expressOpen');
      await this.log.write({ auth, action: 'express.open', target: c.code, detail: { name: c.name } }, trx);
    });
  }

  /** Turns a company off; 409 when it already is. Shipped orders keep their company. */
  async close(auth: AuthContext, code: string): Promise<void> {
    const c = await this.company(code);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.closeInTrx(trx, auth.shopId, c.code)))
        throw conflict('error.logistics.expressClosed');
      await this.log.write({ auth, action: 'express.close', target: c.code, detail: { name: c.name } }, trx);
    });
  }
}
