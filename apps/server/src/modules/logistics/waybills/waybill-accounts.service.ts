import {
  WAYBILL_TEMPLATE_SIZE,
  type WaybillAccount,
  type WaybillAccountBody,
  type WaybillPayType,
} from '@rxdesk/contract/logistics/waybills';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { invalidField, notFound } from '../../../platform/http/app-error.ts';
import type { WaybillsRepository } from './waybills.repository.ts';

/** A key shown masked: its first and last two characters, so a seller can tell which key is set
 * without the key ever leaving the server. */
export function maskKey(key: string): string {
  if (!key) return '';
  if (key.length <= 4) return '*'.repeat(key.length);
  return `${key.slice(0, 2)}${'*'.repeat(Math.min(key.length - 4, 8))}${key.slice(-2)}`;
}

/** 电子面单账号: one per express company the shop ships with that issues e-waybills. */
export class WaybillAccountsService {
  constructor(
    private readonly repo: WaybillsRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext): Promise<WaybillAccount[]> {
    const rows = await this.repo.accounts(auth.shopId);
    return rows.map((r) => ({
      express_code: r.code,
      express_name: r.name,
      configured: r.partner_id !== null,
      partner_id: r.partner_id ?? '',
      partner_key_masked: maskKey(r.partner_key ?? ''),
      net: r.net ?? '',
      pay_type: (r.pay_type as WaybillPayType | null) ?? null,
      template_size: WAYBILL_TEMPLATE_SIZE,
      update_time: r.updated_at === null ? null : Number(r.updated_at),
    }));
  }

  async save(auth: AuthContext, b: WaybillAccountBody): Promise<void> {
    const company = await this.repo.waybillCompany(auth.shopId, b.express_code);
    if (!company) throw invalidField('express_code', 'error.waybill.notWaybillCompany');
    const now = this.clock.now();
    await this.repo.transaction(async (trx) => {
      const before = await this.repo.account(auth.shopId, b.express_code, trx);
      // The form never holds the stored key: empty keeps it; a new account must give one.
      const key = b.partner_key || before?.partner_key || '';
      if (!key) throw invalidField('partner_key', 'error.waybill.keyRequired');
      await this.repo.upsertAccountInTrx(trx, {
        shop_id: auth.shopId,
        express_code: b.express_code,
        partner_id: b.partner_id,
        partner_key: key,
        net: b.net,
        pay_type: b.pay_type,
        created_at: before ? Number(before.created_at) : now,
        updated_at: now,
      });
      await this.log.write(
        {
          auth,
          action: 'waybill.account.save',
          target: b.express_code,
          // The key itself is never logged; only whether it changed.
          detail: {
            express: company.name,
            partner_id: b.partner_id,
            net: b.net,
            pay_type: b.pay_type,
            key_changed: !before || key !== before.partner_key,
          },
        },
        trx,
      );
    });
  }

  async remove(auth: AuthContext, code: string): Promise<void> {
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.deleteAccountInTrx(trx, auth.shopId, code))) throw notFound();
      await this.log.write({ auth, action: 'waybill.account.delete', target: code }, trx);
    });
  }
}
