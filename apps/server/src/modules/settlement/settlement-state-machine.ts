import type { BillAction, BillState } from '@rxdesk/contract/settlement/settlement';
import { defineMachine, type RulesTable } from '../../platform/state/state-machine.ts';

/** The bill's state machine (README "Settlement"): the job issues a bill NEW (出账); the seller
 * confirms it (本期结算无误), after which nothing in it can change; the platform pays it. */
export type BillActor = 'seller' | 'platform';

export const BILL_RULES: RulesTable<{ status: BillState }, BillState, BillAction, BillActor> = {
  confirm: [{ by: ['seller'], from: ['NEW'], to: 'CONFIRMED' }],
  pay: [{ by: ['platform'], from: ['CONFIRMED'], to: 'PAID' }],
};

export const BILL_MACHINE = defineMachine('settlement bill', BILL_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.settlement.wrongState',
  wrongStatus: 'error.settlement.wrongState',
});
