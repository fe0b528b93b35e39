import type { FastifyInstance } from 'fastify';
import type { Locale } from '@rxdesk/contract/common/locale';
import { WechatMpClient } from '../../platform/adapters/wechat-mp/wechat-mp-client.ts';
import type { ModuleContext } from '../../platform/module-context.ts';
import type { AuthPorts } from '../auth/auth.module.ts';
import type { DrugControlPorts } from '../drug-control/drug-control.module.ts';
import type { OrdersPorts } from '../orders/orders.module.ts';
import { BuyerMessages } from './buyer-messages.service.ts';
import { IntakeCompliance } from './intake-compliance.ts';
import { PharmacistRepository } from './pharmacist.repository.ts';
import { pharmacistRoutes } from './pharmacist.routes.ts';
import { PharmacistService } from './pharmacist.service.ts';
import { PrescriptionAudits } from './prescription-audit.service.ts';
import { PrescriptionQueries } from './prescription-query.service.ts';
import { loadPrescriptionRecord } from './prescription-record.ts';
import { PrescriptionRepository } from './prescription.repository.ts';
import { MemberPrescriptionsRepository } from './member-prescriptions.repository.ts';
import { prescriptionRoutes } from './prescription.routes.ts';

/** The rules of online drug sale the order intake runs: `check` before its transaction,
 * `recordInTrx` inside it (the prescription awaiting audit, the restricted-drug log). */
export type PrescriptionIntakePort = Pick<IntakeCompliance, 'check' | 'recordInTrx'>;

/** One order's prescription with its drugs and audit decisions, as the order detail shows it. */
export interface PrescriptionRecordsPort {
  recordOf(shopId: number, orderId: number, locale: Locale): ReturnType<typeof loadPrescriptionRecord>;
  /** A member's prescriptions, newest first (the members area's detail). */
  memberPrescriptions: MemberPrescriptionsRepository['page'];
}

export interface PrescriptionPorts {
  intake: PrescriptionIntakePort;
  records: PrescriptionRecordsPort;
}

/**
 * The prescription area comes in two halves because orders and prescriptions need each other:
 * the order intake runs these ports inside its transaction, so they are built first (they need
 * nothing of orders), and the audit routes change orders, so `registerPrescriptionModule` comes
 * after the orders module.
 */
export function buildPrescriptionPorts(ctx: ModuleContext, drugControl: DrugControlPorts): PrescriptionPorts {
  const repo = new PrescriptionRepository(ctx.db);
  const memberRx = new MemberPrescriptionsRepository(ctx.db);
  return {
    intake: new IntakeCompliance(repo, drugControl.intake),
    records: {
      recordOf: (shopId, orderId, locale) => loadPrescriptionRecord(repo, shopId, orderId, locale),
      memberPrescriptions: (shopId, memberId, page) => memberRx.page(shopId, memberId, page),
    },
  };
}

/** The prescription-order area: the pharmacist's audit list and decisions (which change orders
 * only through the orders area's changes port), buyer messages, and the pharmacists' own setup. */
export async function registerPrescriptionModule(
  api: FastifyInstance,
  ctx: ModuleContext,
  auth: AuthPorts,
  orders: OrdersPorts,
): Promise<void> {
  const repo = new PrescriptionRepository(ctx.db);
  const users = new PharmacistRepository(ctx.db);
  const sender = ctx.config.wechatMp ? new WechatMpClient(ctx.config.wechatMp) : null;
  const messages = new BuyerMessages(repo, sender, ctx.log, ctx.clock);
  const queries = new PrescriptionQueries(repo, users, ctx.clock, ctx.config.prescriptionOverdueMinutes);
  const audits = new PrescriptionAudits(
    repo,
    users,
    orders.changes,
    messages,
    auth.throttle,
    ctx.log,
    ctx.clock,
  );
  await api.register(
    prescriptionRoutes({ queries, audits, messages, repo, guard: ctx.guard, clock: ctx.clock }),
  );
  await api.register(
    pharmacistRoutes({ service: new PharmacistService(users, ctx.log, ctx.clock), guard: ctx.guard }),
  );
}
