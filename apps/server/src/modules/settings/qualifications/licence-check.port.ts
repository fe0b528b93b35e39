// Registers the refusal's messages with translateMessage (the goods area raises it).
import '@rxdesk/contract/settings/qualification-messages';
import { shanghaiDate } from '@rxdesk/contract/settings/qualification-dates';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { rxSaleRefusal } from './expiry-alerts.ts';
import { QualificationsRepository } from './qualifications.repository.ts';

/** What the goods area asks before a prescription drug goes on sale (issue 24): the shop must hold
 * a drug business licence in force today (Shanghai day). Built before the goods module. */
export interface LicenceCheckPort {
  /** Refuses (409, the reason in the caller's language, naming the item) unless the shop may
   * sell prescription drugs today. */
  assertRxSaleAllowed(shopId: number, goodsName: string): Promise<void>;
}

export function buildLicenceCheckPort(db: Db, clock: Clock): LicenceCheckPort {
  const repo = new QualificationsRepository(db);
  return {
    async assertRxSaleAllowed(shopId, goodsName) {
      const rows = await repo.all(shopId, 'DRUG_BUSINESS');
      const refusal = rxSaleRefusal(
        rows.map((r) => ({ ...r, id: Number(r.id), permanent: Number(r.permanent) })),
        shanghaiDate(clock.now()),
      );
      if (!refusal) return;
      throw conflict(`error.qualification.rxBlocked.${refusal.reason}`, {
        name: goodsName,
        ...('date' in refusal ? { date: refusal.date } : {}),
      });
    },
  };
}
