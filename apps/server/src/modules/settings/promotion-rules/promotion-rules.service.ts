import type { PromotionRules } from '@rxdesk/contract/settings/promotion-rules';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { PromotionRulesRepository } from './promotion-rules.repository.ts';

/** 处方药促销规则: whether prescription and restricted drugs may take promotions. Pricing
 * (modules/promotions/pricing) reads the same flag at every quote, so a change applies to the next
 * order. Saving the same value again writes nothing (no log row either). */
export class PromotionRulesService {
  constructor(
    private readonly repo: PromotionRulesRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async get(auth: AuthContext): Promise<PromotionRules> {
    return { promotions_rx: (await this.repo.get(auth.shopId)) === 1 };
  }

  async set(auth: AuthContext, body: PromotionRules): Promise<PromotionRules> {
    const value = body.promotions_rx ? 1 : 0;
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.setInTrx(trx, auth.shopId, value, this.clock.now()))) return;
      await this.log.write(
        {
          auth,
          action: 'promotion-rules.update',
          target: String(auth.shopId),
          changes: { promotions_rx: { from: !body.promotions_rx, to: body.promotions_rx } },
        },
        trx,
      );
    });
    return { promotions_rx: body.promotions_rx };
  }
}
