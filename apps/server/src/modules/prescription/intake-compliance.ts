import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { type IntakePrescription } from '@rxdesk/contract/prescription/prescription';
import {
  BARRED_REGULATORY_CLASSES,
  REGULATORY_CLASS_LABELS,
  type RegulatoryClass,
} from '@rxdesk/contract/drug-control/drug-control';
import type { Db } from '../../platform/db/database.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { ControlIntakePort, ControlPlan } from '../drug-control/drug-control.module.ts';
import { checkPrescription, recordPrescriptionInTrx, type RxLine } from './prescription-intake.ts';
import type { PrescriptionRepository } from './prescription.repository.ts';

/** A goods row of an incoming order, as the intake read it from the catalogue. */
export interface IntakeGoods {
  id: number;
  goods_code: string;
  goods_name: string;
  common_name: string;
  is_prescription: number;
  regulatory_class: string;
}

export interface CompliancePlan {
  rx: IntakePrescription | null;
  control: ControlPlan | null;
  lines: RxLine[];
}

/** The rules of online drug sale the intake API enforces (SAMR Order No. 58 of 2022):
 * art. 8 barred categories are refused; prescription drugs need a prescription (art. 9), kept
 * for audit; restricted drugs need a registered buyer within the per-buyer limit. `check` runs
 * before the order's transaction and writes nothing; `recordInTrx` runs inside it. */
export class IntakeCompliance {
  constructor(
    private readonly repo: PrescriptionRepository,
    private readonly control: ControlIntakePort,
  ) {}

  async check(
    shopId: number,
    body: Pick<IntakeOrderBody, 'rx_reference' | 'prescription' | 'buyer'>,
    lines: { g: IntakeGoods; num: number }[],
  ): Promise<CompliancePlan> {
    lines.forEach(({ g }, index) => {
      if (BARRED_REGULATORY_CLASSES.includes(g.regulatory_class as RegulatoryClass))
        throw invalidField(`items.${index}.goods_code`, 'error.order.goodsBarred', {
          name: g.goods_name,
          category: REGULATORY_CLASS_LABELS[g.regulatory_class as RegulatoryClass].zh,
        });
    });
    const rxLines = lines.map(({ g }) => ({
      goodsId: g.id,
      goodsCode: g.goods_code,
      goodsName: g.goods_name,
      commonName: g.common_name,
      isPrescription: g.is_prescription === 1,
    }));
    const rx = checkPrescription(rxLines, body.rx_reference, body.prescription);
    const control = await this.control.plan(
      shopId,
      lines.map(({ g, num }) => ({ goodsId: g.id, goodsName: g.goods_name, num })),
      body.buyer,
    );
    return { rx, control, lines: rxLines };
  }

  async recordInTrx(
    trx: Db,
    plan: CompliancePlan,
    o: { shopId: number; orderId: number; sn: string; now: number },
  ): Promise<void> {
    if (plan.rx) await recordPrescriptionInTrx(this.repo, trx, plan.rx, plan.lines, o);
    if (plan.control) await this.control.recordInTrx(trx, plan.control, o);
  }
}
